import { createContext, useContext } from 'react'
import { GatehouseProviderNotFoundError } from '../errors/context'
import type { SupportedLocale } from '../i18n/locales'
import type { Catalogue, Translate } from '../i18n/translate'

/**
 * The active language: it changes when a catalogue loads (English shows first), and only its
 * consumers re-render then. Lazy views provide it again with their own strings added to `t`.
 */
export type LanguageContextValue = {
  /** the first render's strings only in English; lazy views use allStrings.ts over `catalogue` */
  t: Translate
  /** the active language's catalogue (English: the first render's part), for lazy views */
  catalogue: Catalogue
  /** BCP 47 tag for number formatting (follows the active language) */
  locale: string
  /** the language the strings are in: the active locale once its catalogue has loaded */
  language: SupportedLocale
  /** writing direction of `language`, for dialogs and the connect button */
  dir: 'ltr' | 'rtl'
}

export const LanguageContext = createContext<LanguageContextValue | null>(null)

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext)
  if (!value) throw new GatehouseProviderNotFoundError()
  return value
}

import { useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { loadCatalogue } from '../i18n/loadCatalogue'
import { matchLocale, resolveLocale, type SupportedLocale } from '../i18n/locales'
import { type Catalogue, enFirstRender } from '../i18n/translate'
import { type CatalogueLoaders, catalogueQueryOptions } from '../query/catalogue'

export type ActiveLocale = {
  /** the catalogue in use (English until the wanted one has loaded, or when it fails to) */
  language: SupportedLocale
  catalogue: Catalogue
  /** BCP 47 tag for number formatting: the tag the language was chosen from */
  numberLocale: string
}

const DEFAULT_NUMBER_LOCALE = 'en-US'

// Loaded once per query client and kept: a remounted provider (or a switch back) shows them at
// once. Only a client fetch fills it, so a server renders English and the first client render matches.
const kitCatalogues: CatalogueLoaders<Catalogue> = {
  scope: 'kit',
  english: enFirstRender,
  load: loadCatalogue,
}

function subscribeLanguages(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}

// A string snapshot: stable between reads, and compared by value.
function browserLanguages(): string {
  if (typeof navigator === 'undefined') return ''
  const list = navigator.languages?.length ? navigator.languages : [navigator.language]
  return list.filter(Boolean).join(',')
}

/** The browser's preferred languages; none on the server and while hydrating. */
function useBrowserLanguages(enabled: boolean): readonly string[] {
  const subscribe = useCallback(
    (onChange: () => void) => (enabled ? subscribeLanguages(onChange) : () => {}),
    [enabled],
  )
  const joined = useSyncExternalStore(
    subscribe,
    () => (enabled ? browserLanguages() : ''),
    () => '',
  )
  return joined ? joined.split(',') : []
}

/**
 * A tag Intl accepts for number formatting: `pt_BR` becomes `pt-BR`; anything Intl refuses
 * (`''`, `x_y_z`) falls back to the default rather than throwing while a balance renders.
 */
export function formattingLocale(tag: string | undefined): string {
  if (!tag) return DEFAULT_NUMBER_LOCALE
  const normalised = tag.replace(/_/g, '-')
  try {
    return Intl.NumberFormat.supportedLocalesOf(normalised)[0] ?? DEFAULT_NUMBER_LOCALE
  } catch {
    return DEFAULT_NUMBER_LOCALE
  }
}

/**
 * The locale the kit speaks: the `requested` tag when the app sets one, else the browser's best
 * supported language. Its catalogue loads lazily; English shows meanwhile and if loading fails.
 */
export function useActiveLocale(requested: string | undefined): ActiveLocale {
  const browser = useBrowserLanguages(requested === undefined)
  const tags = requested !== undefined ? [requested] : browser
  const wanted = resolveLocale(tags)
  // Numbers follow the tag the language came from (de-AT → de strings, de-AT separators); an app's
  // own tag is kept even when the kit has no catalogue for it.
  const numberLocale = formattingLocale(
    tags.find((tag) => matchLocale(tag) === wanted) ?? requested,
  )

  const { data: catalogue } = useQuery(catalogueQueryOptions(wanted, kitCatalogues))
  if (!catalogue)
    return { language: 'en', catalogue: enFirstRender, numberLocale: DEFAULT_NUMBER_LOCALE }
  return { language: wanted, catalogue, numberLocale }
}

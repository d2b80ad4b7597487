import { type LanguageContextValue, useLanguage } from './LanguageContext'
import { type SettingsContextValue, useSettings } from './SettingsContext'
import { type StoresContextValue, useStores } from './StoresContext'

/** Everything the provider gives, with the labels resolved in the active language. */
export type GatehouseContextValue = Omit<SettingsContextValue, 'connectLabel' | 'learnMoreUrl'> &
  LanguageContextValue &
  StoresContextValue & { connectLabel: string; learnMoreUrl: string }

/**
 * The three contexts in one value, for a consumer that needs most of them. It re-renders with
 * each (a language loading too): prefer useSettings, useLanguage or useStores alone.
 */
export function useGatehouse(): GatehouseContextValue {
  const settings = useSettings()
  const language = useLanguage()
  const stores = useStores()
  return {
    ...settings,
    ...language,
    ...stores,
    connectLabel: settings.connectLabel ?? language.t('connect_wallet.label'),
    learnMoreUrl: settings.learnMoreUrl ?? language.t('intro.learn_more_url'),
  }
}

import { type SupportedLocale, supportedLocales } from '@gatehouse/kit'

const KEY = 'gatehouse-demo.locale'

const isSupported = (value: unknown): value is SupportedLocale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value)

/** The language chosen in the demo's header; undefined (the browser's) when unset or corrupt. */
export function readLocalePreference(): SupportedLocale | undefined {
  try {
    const stored = window.localStorage.getItem(KEY)
    return isSupported(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

export function writeLocalePreference(locale: SupportedLocale | undefined): void {
  try {
    if (locale) window.localStorage.setItem(KEY, locale)
    else window.localStorage.removeItem(KEY)
  } catch {
    // The choice still applies to this page.
  }
}

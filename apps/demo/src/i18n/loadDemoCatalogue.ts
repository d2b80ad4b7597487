// The table of the demo's catalogue chunks is mostly hashed file names, which gzip cannot shrink,
// so it is not in the first render. For a visitor who will see another language than English (the
// one chosen in the header, else the browser's), its chunk is requested as soon as this module is
// evaluated, before the first render asks for the catalogue; an English visitor never loads it. A
// failed request is tried again at the next call.
import { resolveLocale, type SupportedLocale } from '@gatehouse/kit'
import { readLocalePreference } from '../LanguageSwitcher/localePreference'
import type { DemoCatalogue } from './t'

let table: Promise<typeof import('./demoCatalogueTable')> | undefined
const loadTable = () =>
  (table ??= import('./demoCatalogueTable').catch((error: unknown) => {
    table = undefined
    throw error
  }))
if (typeof navigator !== 'undefined') {
  const language = readLocalePreference() ?? resolveLocale(navigator.languages)
  if (language !== 'en') loadTable().catch(() => {})
}

export async function loadDemoCatalogue(
  locale: Exclude<SupportedLocale, 'en'>,
): Promise<DemoCatalogue> {
  return (await loadTable()).loadFromTable(locale)
}

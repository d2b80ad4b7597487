// The table of the kit's catalogue chunks (catalogueTable.ts) is mostly file names that an app's
// build hashes, which gzip cannot shrink, so it is not in the first render. Its chunk is
// requested as soon as this module is evaluated, before the first render asks for a language, so
// a visitor in another language does not wait for it after asking for their catalogue. A failed
// request is tried again at the next call.
import type { SupportedLocale } from './locales'
import type { Catalogue } from './translate'

let table: Promise<typeof import('./catalogueTable')> | undefined
const loadTable = () =>
  (table ??= import('./catalogueTable').catch((error: unknown) => {
    table = undefined
    throw error
  }))
loadTable().catch(() => {})

/** The kit's main catalogue for a locale (English is bundled: translate.ts and allStrings.ts). */
export async function loadCatalogue(locale: Exclude<SupportedLocale, 'en'>): Promise<Catalogue> {
  return (await loadTable()).loadFromTable(locale)
}

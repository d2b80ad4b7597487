// The table of the kit's catalogue chunks (catalogueTable.ts) is mostly file names that an app's
// build hashes, which gzip cannot shrink, so it is not in the first render. When the browser asks
// for another language than English, its chunk is requested as soon as this module is evaluated,
// before the first render asks for the catalogue, so that visitor does not wait for it first; an
// English visitor never loads it (an app that sets another `locale` loads it on first use). A
// failed request is tried again at the next call.
import { loadOnce } from '../loading/loadOnce'
import { resolveLocale, type SupportedLocale } from './locales'
import type { Catalogue } from './translate'

const loadTable = loadOnce(() => import('./catalogueTable'))
if (typeof navigator !== 'undefined' && resolveLocale(navigator.languages) !== 'en')
  loadTable().catch(() => {})

/** The kit's main catalogue for a locale (English is bundled: translate.ts and allStrings.ts). */
export async function loadCatalogue(locale: Exclude<SupportedLocale, 'en'>): Promise<Catalogue> {
  return (await loadTable()).loadFromTable(locale)
}

// The table of the demo's catalogue chunks is mostly hashed file names, which gzip cannot shrink,
// so it is not in the first render: its chunk is requested as soon as this module is evaluated
// (before the first render asks for a language), so a visitor in another language does not wait
// for it after asking for their catalogue. A failed request is tried again at the next call.
import type { SupportedLocale } from '@gatehouse/kit'
import type { DemoCatalogue } from './t'

let table: Promise<typeof import('./demoCatalogueTable')> | undefined
const loadTable = () =>
  (table ??= import('./demoCatalogueTable').catch((error: unknown) => {
    table = undefined
    throw error
  }))
loadTable().catch(() => {})

export async function loadDemoCatalogue(
  locale: Exclude<SupportedLocale, 'en'>,
): Promise<DemoCatalogue> {
  return (await loadTable()).loadFromTable(locale)
}

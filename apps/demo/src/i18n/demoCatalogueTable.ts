// The demo's catalogues besides English, each its own lazily loaded chunk. Vite finds them by
// file name, so the locale list is not spelled out again here (catalogues.test.ts checks that
// there is one file per kit locale and that each loads). This table (21 hashed file names) is a
// chunk of its own: see loadDemoCatalogue.ts.
import type { SupportedLocale } from '@gatehouse/kit'
import type { DemoCatalogue } from './t'

const catalogues = import.meta.glob<DemoCatalogue>('./locales/*.json', { import: 'default' })

export async function loadFromTable(
  locale: Exclude<SupportedLocale, 'en'>,
): Promise<DemoCatalogue> {
  const load = catalogues[`./locales/${locale}.json`]
  if (!load) throw new Error(`No demo catalogue for ${locale}`)
  return load()
}

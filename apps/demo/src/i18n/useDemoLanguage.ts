import {
  type CatalogueLoaders,
  catalogueQueryOptions,
  resolveLocale,
  type SupportedLocale,
} from '@gatehouse/kit'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { loadDemoCatalogue } from './loadDemoCatalogue'
import { createDemoTranslate, type DemoCatalogue, type DemoTranslate, enDemoCatalogue } from './t'

// Loaded the way the kit loads its own strings (one query per language, kept for the page's life).
const demoCatalogues: CatalogueLoaders<DemoCatalogue> = {
  scope: 'demo',
  english: enDemoCatalogue,
  load: loadDemoCatalogue,
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

/**
 * The demo's language: the one chosen in the header, else the browser's (as the kit does), and
 * its strings, loaded lazily (English meanwhile and if loading fails). `queryClient` is the app's:
 * this runs above its QueryClientProvider.
 */
export function useDemoLanguage(
  chosen: SupportedLocale | undefined,
  queryClient: QueryClient,
): {
  language: SupportedLocale
  t: DemoTranslate
} {
  const wanted = chosen ?? resolveLocale(browserLanguages())
  const { data: catalogue } = useQuery(catalogueQueryOptions(wanted, demoCatalogues), queryClient)
  const language = catalogue ? wanted : 'en'
  const t = useMemo(() => createDemoTranslate(catalogue ?? enDemoCatalogue), [catalogue])
  return { language, t }
}

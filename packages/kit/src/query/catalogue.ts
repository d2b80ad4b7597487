// A lazily loaded string catalogue as a TanStack query: the kit's strings, its wallet strings and
// an app's own (the demo's) all load the same way. English is bundled, so it is there at once;
// another language loads once per query client and is kept for the page's life (`staleTime` and
// `gcTime` Infinity), with English shown meanwhile and if loading fails (ARCHITECTURE §5.2: no
// effect-and-setState cache).
import type { SupportedLocale } from '../i18n/locales'

export type CatalogueLoaders<catalogue> = {
  /** names the catalogue in the query key, e.g. 'kit', 'wallets' or an app's own */
  scope: string
  /** the bundled English catalogue */
  english: catalogue
  /** loads another language's catalogue (a lazy import) */
  load: (locale: Exclude<SupportedLocale, 'en'>) => Promise<catalogue>
}

/**
 * Query options for `locale`'s catalogue: `useQuery(catalogueQueryOptions(locale, loaders))`
 * gives its `data` once loaded (at once for English) and `isError` when it could not load.
 */
export function catalogueQueryOptions<catalogue>(
  locale: SupportedLocale,
  { scope, english, load }: CatalogueLoaders<catalogue>,
) {
  return {
    queryKey: ['gatehouse', 'catalogue', scope, locale] as const,
    queryFn: (): catalogue | Promise<catalogue> => (locale === 'en' ? english : load(locale)),
    initialData: locale === 'en' ? english : undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    // A chunk that failed to load shows English; the next mount (or language) tries again.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  } as const
}

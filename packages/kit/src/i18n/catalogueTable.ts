// Lazy catalogues: each locale is its own chunk, fetched only when that locale is active, so
// none of them weighs on the first render. English is imported statically elsewhere (the source
// and the fallback) and never loads through here. This table (21 file names, hashed in an app's
// build) is itself a chunk: see loadCatalogue.ts.
import type { SupportedLocale } from './locales'
import type { Catalogue } from './translate'

type Loader = () => Promise<{ default: Catalogue }>

// Literal import() paths (not a glob), so every bundler splits them the same way.
const mainCatalogues: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
  ar: () => import('./locales/ar.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  hi: () => import('./locales/hi.json'),
  id: () => import('./locales/id.json'),
  it: () => import('./locales/it.json'),
  ja: () => import('./locales/ja.json'),
  ko: () => import('./locales/ko.json'),
  ms: () => import('./locales/ms.json'),
  nl: () => import('./locales/nl.json'),
  pl: () => import('./locales/pl.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ru: () => import('./locales/ru.json'),
  th: () => import('./locales/th.json'),
  tr: () => import('./locales/tr.json'),
  uk: () => import('./locales/uk.json'),
  vi: () => import('./locales/vi.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-HK': () => import('./locales/zh-HK.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
}

/** The kit's main catalogue for a locale (English is bundled: translate.ts and allStrings.ts). */
export async function loadFromTable(locale: Exclude<SupportedLocale, 'en'>): Promise<Catalogue> {
  return (await mainCatalogues[locale]()).default
}

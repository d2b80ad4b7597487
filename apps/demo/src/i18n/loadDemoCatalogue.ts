// The demo's catalogues besides English, each its own lazily loaded chunk.
import type { SupportedLocale } from '@gatehouse/kit'
import type { DemoCatalogue } from './t'

type Loader = () => Promise<{ default: DemoCatalogue }>

const catalogues: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
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

export async function loadDemoCatalogue(
  locale: Exclude<SupportedLocale, 'en'>,
): Promise<DemoCatalogue> {
  return (await catalogues[locale]()).default
}

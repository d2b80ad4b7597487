// The wallet-instruction strings per locale, in their own module: only the connect modal and
// WalletButton (both lazy) import it, so its 21 loaders stay out of the first render.
import type { SupportedLocale } from './locales'
import type { Catalogue } from './translate'

type Loader = () => Promise<{ default: Catalogue }>

// Literal import() paths (not a glob), so every bundler splits them the same way.
const walletCatalogues: Record<Exclude<SupportedLocale, 'en'>, Loader> = {
  ar: () => import('./locales/ar.wallets.json'),
  de: () => import('./locales/de.wallets.json'),
  es: () => import('./locales/es.wallets.json'),
  fr: () => import('./locales/fr.wallets.json'),
  hi: () => import('./locales/hi.wallets.json'),
  id: () => import('./locales/id.wallets.json'),
  it: () => import('./locales/it.wallets.json'),
  ja: () => import('./locales/ja.wallets.json'),
  ko: () => import('./locales/ko.wallets.json'),
  ms: () => import('./locales/ms.wallets.json'),
  nl: () => import('./locales/nl.wallets.json'),
  pl: () => import('./locales/pl.wallets.json'),
  'pt-BR': () => import('./locales/pt-BR.wallets.json'),
  ru: () => import('./locales/ru.wallets.json'),
  th: () => import('./locales/th.wallets.json'),
  tr: () => import('./locales/tr.wallets.json'),
  uk: () => import('./locales/uk.wallets.json'),
  vi: () => import('./locales/vi.wallets.json'),
  'zh-CN': () => import('./locales/zh-CN.wallets.json'),
  'zh-HK': () => import('./locales/zh-HK.wallets.json'),
  'zh-TW': () => import('./locales/zh-TW.wallets.json'),
}

/** The wallet-instruction strings for a locale, loaded with the connect modal. */
export async function loadWalletCatalogue(
  locale: Exclude<SupportedLocale, 'en'>,
): Promise<Catalogue> {
  return (await walletCatalogues[locale]()).default
}

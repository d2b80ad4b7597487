import { useQuery } from '@tanstack/react-query'
import enWallets from '../i18n/en.wallets.json'
import { loadWalletCatalogue } from '../i18n/loadWalletCatalogue'
import type { SupportedLocale } from '../i18n/locales'
import type { Catalogue } from '../i18n/translate'
import { type CatalogueLoaders, catalogueQueryOptions } from '../query/catalogue'

const walletCatalogues: CatalogueLoaders<Catalogue> = {
  scope: 'wallets',
  english: enWallets,
  load: loadWalletCatalogue,
}

/**
 * The wallet-instruction strings (used only by the connect modal and WalletButton, and loaded
 * with them) in the active language; English while they load and if they fail to.
 */
export function useWalletCatalogue(language: SupportedLocale): Catalogue {
  return useQuery(catalogueQueryOptions(language, walletCatalogues)).data ?? enWallets
}

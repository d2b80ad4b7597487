import { useEffect, useState } from 'react'
import enWallets from '../i18n/en.wallets.json'
import { loadWalletCatalogue } from '../i18n/loadCatalogue'
import type { SupportedLocale } from '../i18n/locales'
import type { Catalogue } from '../i18n/translate'

const loaded = new Map<SupportedLocale, Catalogue>([['en', enWallets]])

/**
 * The wallet-instruction strings (used only by the connect modal and WalletButton, and loaded
 * with them) in the active language; English while they load and if they fail to.
 */
export function useWalletCatalogue(language: SupportedLocale): Catalogue {
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (loaded.has(language)) return
    let live = true
    void loadWalletCatalogue(language as Exclude<SupportedLocale, 'en'>).then(
      (catalogue) => {
        loaded.set(language, catalogue)
        if (live) setVersion((v) => v + 1)
      },
      () => {}, // English stays
    )
    return () => {
      live = false
    }
  }, [language])
  return loaded.get(language) ?? enWallets
}

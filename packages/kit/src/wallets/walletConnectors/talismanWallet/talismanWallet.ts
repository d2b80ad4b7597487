import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Talisman: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's talismanWallet. */
export const talismanWallet: WalletFactory = () =>
  walletFromData({
    id: 'talisman',
    name: 'Talisman',
    rdns: ['xyz.talisman'],
    iconUrl: () => import('./talismanWalletIcon').then((m) => m.default),
    iconBackground: '#d5ff5c',
    iconAccent: '#d5ff5c',
    injected: { namespace: 'talismanEth', flag: 'isTalisman' },
    downloadUrls: {
      chrome:
        'https://chrome.google.com/webstore/detail/talisman-polkadot-wallet/fijngjgcjhjmmpcmkeiomlglpeiijkld',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/talisman-wallet-extension/',
      browserExtension: 'https://talisman.xyz/download',
    },
  })

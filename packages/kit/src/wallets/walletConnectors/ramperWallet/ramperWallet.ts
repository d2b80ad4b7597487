import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Ramper Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's ramperWallet. */
export const ramperWallet: WalletFactory = () =>
  walletFromData({
    id: 'ramper',
    name: 'Ramper Wallet',
    iconUrl: () => import('./ramperWalletIcon').then((m) => m.default),
    iconBackground: '#CDA349',
    iconAccent: '#CDA349',
    injected: { namespace: 'ramper2.provider' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/ramper-wallet/nbdhibgjnjpnkajaghbffjbkcgljfgdi',
      browserExtension: 'https://www.ramper.xyz/download',
    },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Safeheron: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's safeheronWallet. */
export const safeheronWallet: WalletFactory = () =>
  walletFromData({
    id: 'safeheron',
    name: 'Safeheron',
    iconUrl: () => import('./safeheronWalletIcon').then((m) => m.default),
    iconBackground: '#109d84',
    iconAccent: '#109d84',
    injected: { namespace: 'safeheron', flag: 'isSafeheron' },
    downloadUrls: {
      chrome:
        'https://chrome.google.com/webstore/detail/safeheron/aiaghdjafpiofpainifbgfgjfpclngoh',
      browserExtension: 'https://www.safeheron.com/',
    },
  })

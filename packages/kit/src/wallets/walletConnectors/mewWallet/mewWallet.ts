import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** MEW wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's mewWallet. */
export const mewWallet: WalletFactory = () =>
  walletFromData({
    id: 'mew',
    name: 'MEW wallet',
    iconUrl: () => import('./mewWalletIcon').then((m) => m.default),
    iconBackground: '#1896A4',
    iconAccent: '#07a6b3',
    injected: { flag: 'isMEWwallet' },
    walletConnect: true,
    downloadUrls: {
      android:
        'https://play.google.com/store/apps/details?id=com.myetherwallet.mewwallet&referrer=utm_source%3Drainbow',
      ios: 'https://apps.apple.com/app/apple-store/id1464614025?pt=118781877&mt=8&ct=rainbow',
      mobile: 'https://mewwallet.com',
      qrCode: 'https://mewwallet.com',
    },
    mobile: { getUri: (uri) => `https://mewwallet.com/wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => `https://mewwallet.com/wc?uri=${encodeURIComponent(uri)}` },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Kresus Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's kresusWallet. */
export const kresusWallet: WalletFactory = () =>
  walletFromData({
    id: 'kresus-wallet',
    name: 'Kresus Wallet',
    iconUrl: () => import('./kresusWalletIcon').then((m) => m.default),
    iconBackground: '#030a74',
    iconAccent: '#030a74',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.kresus.superapp',
      ios: 'https://apps.apple.com/us/app/kresus-crypto-nft-superapp/id6444355152',
      qrCode: 'https://kresusconnect.kresus.com/download',
    },
    mobile: { getUri: (uri) => `com.kresus.superapp://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

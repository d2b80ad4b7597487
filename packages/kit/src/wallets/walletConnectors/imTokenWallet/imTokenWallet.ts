import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** imToken: its app over WalletConnect. Facts from RainbowKit 2.2.11's imTokenWallet. */
export const imTokenWallet: WalletFactory = () =>
  walletFromData({
    id: 'imToken',
    name: 'imToken',
    iconUrl: () => import('./imTokenWalletIcon').then((m) => m.default),
    iconBackground: '#098de6',
    iconAccent: '#098de6',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=im.token.app',
      ios: 'https://itunes.apple.com/us/app/imtoken2/id1384798940',
      mobile: 'https://token.im/download',
      qrCode: 'https://token.im/download',
    },
    mobile: { getUri: (uri) => `imtokenv2://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

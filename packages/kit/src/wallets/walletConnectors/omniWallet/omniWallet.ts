import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Omni: its app over WalletConnect. Facts from RainbowKit 2.2.11's omniWallet. */
export const omniWallet: WalletFactory = () =>
  walletFromData({
    id: 'omni',
    name: 'Omni',
    iconUrl: () => import('./omniWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#000',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=fi.steakwallet.app',
      ios: 'https://itunes.apple.com/us/app/id1569375204',
      mobile: 'https://omniwallet.app.link',
      qrCode: 'https://omniwallet.app.link',
    },
    mobile: { getUri: (uri) => (isAndroid() ? uri : `omni://wc?uri=${encodeURIComponent(uri)}`) },
    qrCode: { getUri: (uri) => uri },
  })

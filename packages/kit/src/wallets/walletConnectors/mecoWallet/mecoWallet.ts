import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** MeCo Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's mecoWallet. */
export const mecoWallet: WalletFactory = () =>
  walletFromData({
    id: 'meco',
    name: 'MeCo Wallet',
    rdns: ['com.meco.wallet'],
    iconUrl: () => import('./mecoWalletIcon').then((m) => m.default),
    iconBackground: '#7443DF',
    iconAccent: '#7443DF',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.memecore.wallet',
      ios: 'https://apps.apple.com/us/app/meco-wallet/id6749523218',
      mobile: 'https://mecowallet.com',
      chrome: 'https://mecowallet.com',
      qrCode: 'https://mecowallet.com',
    },
    mobile: { getUri: (uri) => `mecowallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

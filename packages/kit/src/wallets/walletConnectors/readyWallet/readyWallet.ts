import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Ready: its app over WalletConnect. Facts from RainbowKit 2.2.11's readyWallet. */
export const readyWallet: WalletFactory = () =>
  walletFromData({
    id: 'ready',
    name: 'Ready',
    iconUrl: () => import('./readyWalletIcon').then((m) => m.default),
    iconBackground: '#ff875b',
    iconAccent: '#ff875b',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
      ios: 'https://apps.apple.com/us/app/argent/id1358741926',
      mobile: 'https://www.ready.co/app',
      qrCode: 'https://www.ready.co/app',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? uri : `argent://app/wc?uri=${encodeURIComponent(uri)}`),
    },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Best Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's bestWallet. */
export const bestWallet: WalletFactory = () =>
  walletFromData({
    id: 'bestWallet',
    name: 'Best Wallet',
    iconUrl: () => import('./bestWalletIcon').then((m) => m.default),
    iconBackground: '#5961FF',
    iconAccent: '#5961FF',
    walletConnect: true,
    downloadUrls: {
      android: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
      ios: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
      mobile: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
      qrCode: 'https://best.sng.link/Dnio2/rto7?_smtype=3',
    },
    mobile: { getUri: (uri) => `bw://connect/wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** ioPay Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's iopayWallet. */
export const iopayWallet: WalletFactory = () =>
  walletFromData({
    id: 'iopay',
    name: 'ioPay Wallet',
    iconUrl: () => import('./iopayWalletIcon').then((m) => m.default),
    iconBackground: '#44ffb2',
    iconAccent: '#44ffb2',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.iotex.iopay.gp&pli=1',
      ios: 'https://apps.apple.com/us/app/iopay-multichain-crypto-wallet/id1478086371',
      qrCode: 'https://iopay.me/',
      browserExtension: 'https://iopay.me/',
    },
    mobile: { getUri: (uri) => (isAndroid() ? uri : `iopay://wc?uri=${encodeURIComponent(uri)}`) },
    qrCode: { getUri: (uri) => uri },
  })

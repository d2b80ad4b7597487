import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Okto: its app over WalletConnect. Facts from RainbowKit 2.2.11's oktoWallet. */
export const oktoWallet: WalletFactory = () =>
  walletFromData({
    id: 'Okto',
    name: 'Okto',
    iconUrl: () => import('./oktoWalletIcon').then((m) => m.default),
    iconBackground: '#6246f5',
    iconAccent: '#6246f5',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=im.okto.contractwalletclient',
      ios: 'https://apps.apple.com/in/app/okto-wallet/id6450688229',
      mobile: 'https://okto.tech/',
      qrCode: 'https://okto.tech/',
    },
    mobile: { getUri: (uri) => (isAndroid() ? uri : `okto://wc?uri=${encodeURIComponent(uri)}`) },
    qrCode: { getUri: (uri) => uri },
  })

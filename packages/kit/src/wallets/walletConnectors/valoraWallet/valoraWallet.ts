import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Valora: its app over WalletConnect. Facts from RainbowKit 2.2.11's valoraWallet. */
export const valoraWallet: WalletFactory = () =>
  walletFromData({
    id: 'valora',
    name: 'Valora',
    iconUrl: () => import('./valoraWalletIcon').then((m) => m.default),
    iconBackground: '#ffd52c',
    iconAccent: '#ffd52c',
    walletConnect: true,
    downloadUrls: {
      ios: 'https://apps.apple.com/app/id1520414263?mt=8',
      android: 'https://play.google.com/store/apps/details?id=co.clabs.valora',
      mobile: 'https://valora.xyz',
      qrCode: 'https://valora.xyz',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? uri : `celo://wallet/wc?uri=${encodeURIComponent(uri)}`),
    },
    qrCode: { getUri: (uri) => uri },
  })

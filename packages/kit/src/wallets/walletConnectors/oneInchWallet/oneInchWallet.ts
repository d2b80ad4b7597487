import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** 1inch Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's oneInchWallet. */
export const oneInchWallet: WalletFactory = () =>
  walletFromData({
    id: '1inch',
    name: '1inch Wallet',
    iconUrl: () => import('./oneInchWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#16395c',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.oneinch.android',
      ios: 'https://apps.apple.com/us/app/1inch-crypto-defi-wallet/id1546049391',
      mobile: 'https://1inch.io/wallet',
      qrCode: 'https://1inch.io/wallet',
    },
    mobile: { getUri: (uri) => `oneinch://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

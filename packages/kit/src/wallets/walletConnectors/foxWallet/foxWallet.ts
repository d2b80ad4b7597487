import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** FoxWallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's foxWallet. */
export const foxWallet: WalletFactory = () =>
  walletFromData({
    id: 'foxwallet',
    name: 'FoxWallet',
    iconUrl: () => import('./foxWalletIcon').then((m) => m.default),
    iconBackground: '#12fe74',
    iconAccent: '#12fe74',
    injected: { namespace: 'foxwallet.ethereum' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.foxwallet.play',
      ios: 'https://apps.apple.com/app/foxwallet-crypto-web3/id1590983231',
      qrCode: 'https://foxwallet.com/download',
    },
    mobile: { getUri: (uri) => `foxwallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Desig Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's desigWallet. */
export const desigWallet: WalletFactory = () =>
  walletFromData({
    id: 'desig',
    name: 'Desig Wallet',
    iconUrl: () => import('./desigWalletIcon').then((m) => m.default),
    iconBackground: '#5746db',
    iconAccent: '#5746db',
    injected: { namespace: 'desig.ethereum' },
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.desig.app',
      ios: 'https://apps.apple.com/app/desig-wallet/id6450106028',
      qrCode: 'https://desig.io',
      mobile: 'https://desig.io',
      browserExtension:
        'https://chrome.google.com/webstore/detail/desig-wallet/panpgppehdchfphcigocleabcmcgfoca',
    },
  })

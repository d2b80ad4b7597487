import type { WalletFactory } from '../../Wallet'
import { isSafari } from '../platform'
import { walletFromData } from '../walletFromData'

/** Tokenary: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's tokenaryWallet. */
export const tokenaryWallet: WalletFactory = () =>
  walletFromData({
    id: 'tokenary',
    name: 'Tokenary',
    iconUrl: () => import('./tokenaryWalletIcon').then((m) => m.default),
    iconBackground: '#2c7cf5',
    iconAccent: '#2c7cf5',
    injected: { flag: 'isTokenary' },
    hidden: () => !isSafari(),
    downloadUrls: {
      ios: 'https://tokenary.io/get',
      mobile: 'https://tokenary.io',
      qrCode: 'https://tokenary.io/get',
      safari: 'https://tokenary.io/get',
      browserExtension: 'https://tokenary.io/get',
    },
  })

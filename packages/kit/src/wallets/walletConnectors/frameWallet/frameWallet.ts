import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Frame: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's frameWallet. */
export const frameWallet: WalletFactory = () =>
  walletFromData({
    id: 'frame',
    name: 'Frame',
    rdns: ['sh.frame'],
    iconUrl: () => import('./frameWalletIcon').then((m) => m.default),
    iconBackground: '#121C20',
    iconAccent: '#121C20',
    injected: { flag: 'isFrame' },
    downloadUrls: {
      browserExtension: 'https://frame.sh/',
    },
  })

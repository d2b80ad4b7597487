import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Nest: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's nestWallet. */
export const nestWallet: WalletFactory = () =>
  walletFromData({
    id: 'nest',
    name: 'Nest',
    rdns: ['xyz.nestwallet'],
    iconUrl: () => import('./nestWalletIcon').then((m) => m.default),
    iconBackground: '#eef455',
    iconAccent: '#eef455',
    injected: { flag: 'isNestWallet' },
    downloadUrls: {
      browserExtension: 'https://nestwallet.xyz',
    },
  })

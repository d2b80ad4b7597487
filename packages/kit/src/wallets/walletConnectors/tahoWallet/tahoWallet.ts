import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Taho: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's tahoWallet. */
export const tahoWallet: WalletFactory = () =>
  walletFromData({
    id: 'taho',
    name: 'Taho',
    iconUrl: () => import('./tahoWalletIcon').then((m) => m.default),
    iconBackground: '#d08d57',
    iconAccent: '#d08d57',
    injected: { namespace: 'tally', flag: 'isTally' },
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/taho/eajafomhmkipbjmfmhebemolkcicgfmd',
      browserExtension: 'https://taho.xyz',
    },
  })

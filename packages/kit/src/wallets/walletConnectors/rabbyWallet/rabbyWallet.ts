import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Rabby Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's rabbyWallet. */
export const rabbyWallet: WalletFactory = () =>
  walletFromData({
    id: 'rabby',
    name: 'Rabby Wallet',
    rdns: ['io.rabby'],
    iconUrl: () => import('./rabbyWalletIcon').then((m) => m.default),
    iconBackground: '#8697FF',
    iconAccent: '#8697FF',
    injected: { flag: 'isRabby' },
    downloadUrls: {
      chrome:
        'https://chrome.google.com/webstore/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
      browserExtension: 'https://rabby.io',
    },
  })

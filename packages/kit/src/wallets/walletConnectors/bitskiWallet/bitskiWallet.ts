import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Bitski: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's bitskiWallet. */
export const bitskiWallet: WalletFactory = () =>
  walletFromData({
    id: 'bitski',
    name: 'Bitski',
    iconUrl: () => import('./bitskiWalletIcon').then((m) => m.default),
    iconBackground: '#ff245a',
    iconAccent: '#ff245a',
    injected: { flag: 'isBitski' },
    downloadUrls: {
      chrome: 'https://chrome.google.com/webstore/detail/bitski/feejiigddaafeojfddjjlmfkabimkell',
      browserExtension: 'https://bitski.com',
    },
  })

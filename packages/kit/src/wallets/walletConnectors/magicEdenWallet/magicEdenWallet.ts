import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Magic Eden Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's magicEdenWallet. */
export const magicEdenWallet: WalletFactory = () =>
  walletFromData({
    id: 'magicEden',
    name: 'Magic Eden Wallet',
    rdns: ['io.magiceden.wallet'],
    iconUrl: () => import('./magicEdenWalletIcon').then((m) => m.default),
    iconBackground: '#36114D',
    iconAccent: '#36114D',
    injected: { namespace: 'magicEden.ethereum' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/magic-eden-wallet/mkpegjkblkkefacfnmkajcjmabijhclg',
      browserExtension: 'https://wallet.magiceden.io/',
    },
  })

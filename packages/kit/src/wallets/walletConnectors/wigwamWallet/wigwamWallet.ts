import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Wigwam: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's wigwamWallet. */
export const wigwamWallet: WalletFactory = () =>
  walletFromData({
    id: 'wigwam',
    name: 'Wigwam',
    rdns: ['com.wigwam.wallet'],
    iconUrl: () => import('./wigwamWalletIcon').then((m) => m.default),
    iconBackground: '#80EF6E',
    iconAccent: '#80EF6E',
    injected: { namespace: 'wigwamEthereum', flag: 'isWigwam' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/wigwam-%E2%80%94-web3-wallet/lccbohhgfkdikahanoclbdmaolidjdfl',
      browserExtension: 'https://wigwam.app',
    },
  })

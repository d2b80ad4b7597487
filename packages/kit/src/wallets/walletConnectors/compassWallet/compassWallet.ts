import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Compass Wallet: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's compassWallet. */
export const compassWallet: WalletFactory = () =>
  walletFromData({
    id: 'compass',
    name: 'Compass Wallet',
    rdns: ['io.leapwallet.CompassWallet'],
    iconUrl: () => import('./compassWalletIcon').then((m) => m.default),
    iconBackground: '#2989fc',
    iconAccent: '#2989fc',
    injected: { namespace: 'compassEvm' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/compass-wallet-for-sei/anokgmphncpekkhclmingpimjmcooifb',
      browserExtension: 'https://compasswallet.io/download',
    },
  })

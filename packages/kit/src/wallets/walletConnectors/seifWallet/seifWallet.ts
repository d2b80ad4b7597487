import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Seif: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's seifWallet. */
export const seifWallet: WalletFactory = () =>
  walletFromData({
    id: 'seif',
    name: 'Seif',
    rdns: ['com.passkeywallet.seif'],
    iconUrl: () => import('./seifWalletIcon').then((m) => m.default),
    iconBackground: '#eb4153',
    iconAccent: '#eb4153',
    injected: { namespace: '__seif' },
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/seif/albakdmmdafeafbehmcpoejenbeojejl',
    },
  })

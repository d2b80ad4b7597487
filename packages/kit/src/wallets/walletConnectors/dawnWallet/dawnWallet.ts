import type { WalletFactory } from '../../Wallet'
import { isIOS } from '../platform'
import { walletFromData } from '../walletFromData'

/** Dawn: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's dawnWallet. */
export const dawnWallet: WalletFactory = () =>
  walletFromData({
    id: 'dawn',
    name: 'Dawn',
    iconUrl: () => import('./dawnWalletIcon').then((m) => m.default),
    iconBackground: '#f3dc83',
    iconAccent: '#f3dc83',
    injected: { flag: 'isDawn' },
    hidden: () => !isIOS(),
    downloadUrls: {
      ios: 'https://apps.apple.com/us/app/dawn-ethereum-wallet/id1673143782',
      mobile: 'https://dawnwallet.xyz',
    },
  })

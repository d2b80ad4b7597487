import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Backpack: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's backpackWallet. */
export const backpackWallet: WalletFactory = () =>
  walletFromData({
    id: 'backpack',
    name: 'Backpack',
    rdns: ['app.backpack.mobile'],
    iconUrl: () => import('./backpackWalletIcon').then((m) => m.default),
    iconBackground: '#E33E3F',
    iconAccent: '#ffffff',
    injected: { namespace: 'backpack.ethereum' },
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=app.backpack.mobile',
      browserExtension: 'https://backpack.app/download',
      chrome: 'https://chromewebstore.google.com/detail/backpack/aflkmfhebedbjioipglgcbcmnbpgliof',
      ios: 'https://apps.apple.com/app/backpack-wallet-exchange/id6445964121',
      mobile: 'https://backpack.app/download',
      qrCode: 'https://backpack.app/download',
    },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Anchorage Digital: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's anchorageDigitalWallet. */
export const anchorageDigitalWallet: WalletFactory = () =>
  walletFromData({
    id: 'anchorageDigital',
    name: 'Anchorage Digital',
    rdns: ['com.anchorage.connect'],
    iconUrl: () => import('./anchorageDigitalWalletIcon').then((m) => m.default),
    iconBackground: '#000000',
    iconAccent: '#000000',
    injected: { flag: 'isAnchorageDigital' },
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/anchorage-digital/fadcgekaahkbmhjnpdhldednpbfpmkfl',
      ios: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
      mobile: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
      qrCode: 'https://apps.apple.com/us/app/anchorage-digital/id6754656781',
    },
  })

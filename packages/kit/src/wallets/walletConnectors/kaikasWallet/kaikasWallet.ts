import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Kaikas Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's kaikasWallet. */
export const kaikasWallet: WalletFactory = () =>
  walletFromData({
    id: 'kaikas',
    name: 'Kaikas Wallet',
    iconUrl: () => import('./kaikasWalletIcon').then((m) => m.default),
    iconBackground: '#99b3ff',
    iconAccent: '#99b3ff',
    injected: { namespace: 'klaytn' },
    walletConnect: true,
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/kaikas/jblndlipeogpafnldhgmapagcccfchpi',
      browserExtension: 'https://app.kaikas.io',
      qrCode: 'https://app.kaikas.io',
      ios: 'https://apps.apple.com/us/app/kaikas-mobile-crypto-wallet/id1626107061',
      android: 'https://play.google.com/store/apps/details?id=io.klutch.wallet',
      mobile: 'https://app.kaikas.io',
    },
    mobile: { getUri: (uri) => `kaikas://walletconnect?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Kaia Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's kaiaWallet. */
export const kaiaWallet: WalletFactory = () =>
  walletFromData({
    id: 'kaia',
    name: 'Kaia Wallet',
    iconUrl: () => import('./kaiaWalletIcon').then((m) => m.default),
    iconBackground: '#BFF009',
    iconAccent: '#bff009',
    injected: { namespace: 'klaytn' },
    walletConnect: true,
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/kaia-wallet/jblndlipeogpafnldhgmapagcccfchpi',
      browserExtension: 'https://app.kaiawallet.io',
      qrCode: 'https://app.kaiawallet.io',
      ios: 'https://apps.apple.com/us/app/kaia-wallet/id6502896387',
      android: 'https://play.google.com/store/apps/details?id=io.klutch.wallet',
      mobile: 'https://app.kaiawallet.io',
    },
    mobile: { getUri: (uri) => `kaikas://walletconnect?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

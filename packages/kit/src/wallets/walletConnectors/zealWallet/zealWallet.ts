import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Zeal: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's zealWallet. */
export const zealWallet: WalletFactory = () =>
  walletFromData({
    id: 'zeal',
    name: 'Zeal',
    rdns: ['app.zeal'],
    iconUrl: () => import('./zealWalletIcon').then((m) => m.default),
    iconBackground: '#00FFFF',
    iconAccent: '#00FFFF',
    injected: { flag: 'isZeal' },
    walletConnect: true,
    downloadUrls: {
      browserExtension: 'https://zeal.app',
      chrome:
        'https://chromewebstore.google.com/detail/zeal-wallet/heamnjbnflcikcggoiplibfommfbkjpj',
      android: 'https://play.google.com/store/apps/details?id=app.zeal.wallet',
      ios: 'https://testflight.apple.com/join/MP72Ytw8',
      mobile: 'https://zeal.app',
      qrCode: 'https://zeal.app',
    },
    mobile: { getUri: (uri) => `zeal://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

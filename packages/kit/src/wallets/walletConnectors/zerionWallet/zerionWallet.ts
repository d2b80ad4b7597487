import type { WalletFactory } from '../../Wallet'
import { isIOS } from '../platform'
import { walletFromData } from '../walletFromData'

/** Zerion: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's zerionWallet. */
export const zerionWallet: WalletFactory = () =>
  walletFromData({
    id: 'zerion',
    name: 'Zerion',
    rdns: ['io.zerion.wallet'],
    iconUrl: () => import('./zerionWalletIcon').then((m) => m.default),
    iconBackground: '#2461ED',
    iconAccent: '#2962ef',
    injected: { namespace: 'zerionWallet', flag: 'isZerion' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.zerion.android',
      ios: 'https://apps.apple.com/app/apple-store/id1456732565',
      mobile: 'https://link.zerion.io/pt3gdRP0njb',
      qrCode: 'https://link.zerion.io/pt3gdRP0njb',
      chrome: 'https://chrome.google.com/webstore/detail/klghhnkeealcohjjanjjdaeeggmfmlpl',
      browserExtension: 'https://zerion.io/extension',
    },
    mobile: { getUri: (uri) => (isIOS() ? `zerion://wc?uri=${encodeURIComponent(uri)}` : uri) },
    qrCode: { getUri: (uri) => (isIOS() ? `zerion://wc?uri=${encodeURIComponent(uri)}` : uri) },
  })

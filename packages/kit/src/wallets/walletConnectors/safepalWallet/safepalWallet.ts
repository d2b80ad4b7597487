import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** SafePal Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's safepalWallet. */
export const safepalWallet: WalletFactory = () =>
  walletFromData({
    id: 'safepal',
    name: 'SafePal Wallet',
    iconUrl: () => import('./safepalWalletIcon').then((m) => m.default),
    iconBackground: '#4B21EF',
    iconAccent: '#3375BB',
    injected: { namespace: 'safepalProvider', flag: 'isSafePal' },
    walletConnect: true,
    downloadUrls: {
      android:
        'https://play.google.com/store/apps/details?id=io.safepal.wallet&referrer=utm_source%3Drainbowkit%26utm_medium%3Ddisplay%26utm_campaign%3Ddownload',
      ios: 'https://apps.apple.com/app/apple-store/id1548297139?pt=122504219&ct=rainbowkit&mt=8',
      mobile: 'https://www.safepal.com/en/download',
      qrCode: 'https://www.safepal.com/en/download',
      chrome:
        'https://chrome.google.com/webstore/detail/safepal-extension-wallet/lgmpcpglpngdoalbgeoldeajfclnhafa',
      browserExtension: 'https://www.safepal.com/download?product=2',
    },
    mobile: { getUri: (uri) => `safepalwallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

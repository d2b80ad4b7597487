import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Frontier Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's frontierWallet. */
export const frontierWallet: WalletFactory = () =>
  walletFromData({
    id: 'frontier',
    name: 'Frontier Wallet',
    rdns: ['xyz.frontier.wallet'],
    iconUrl: () => import('./frontierWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#CC703C',
    injected: { namespace: 'frontier.ethereum', flag: 'isFrontier' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.frontierwallet',
      ios: 'https://apps.apple.com/us/app/frontier-crypto-defi-wallet/id1482380988',
      qrCode: 'https://www.frontier.xyz/download',
      chrome:
        'https://chrome.google.com/webstore/detail/frontier-wallet/kppfdiipphfccemcignhifpjkapfbihd',
      browserExtension: 'https://www.frontier.xyz/download',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? `frontier://wc?uri=${encodeURIComponent(uri)}` : uri),
    },
    qrCode: {
      getUri: (uri) => (isAndroid() ? `frontier://wc?uri=${encodeURIComponent(uri)}` : uri),
    },
  })

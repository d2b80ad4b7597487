import type { WalletFactory } from '../../Wallet'
import { isMobile } from '../platform'
import { walletFromData } from '../walletFromData'

/** TokenPocket: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's tokenPocketWallet. */
export const tokenPocketWallet: WalletFactory = () =>
  walletFromData({
    id: 'tokenPocket',
    name: 'TokenPocket',
    rdns: ['pro.tokenpocket'],
    iconUrl: () => import('./tokenPocketWalletIcon').then((m) => m.default),
    iconBackground: '#2980FE',
    iconAccent: '#2980FE',
    injected: { flag: 'isTokenPocket' },
    walletConnect: true,
    downloadUrls: {
      chrome:
        'https://chrome.google.com/webstore/detail/tokenpocket/mfgccjchihfkkindfppnaooecgfneiii',
      browserExtension: 'https://extension.tokenpocket.pro/',
      android: 'https://play.google.com/store/apps/details?id=vip.mytokenpocket',
      ios: 'https://apps.apple.com/us/app/tp-global-wallet/id6444625622',
      qrCode: 'https://tokenpocket.pro/en/download/app',
      mobile: 'https://tokenpocket.pro/en/download/app',
    },
    mobile: {
      getUri: (uri) => (isMobile() ? `tpoutside://wc?uri=${encodeURIComponent(uri)}` : uri),
    },
    qrCode: {
      getUri: (uri) => (isMobile() ? `tpoutside://wc?uri=${encodeURIComponent(uri)}` : uri),
    },
  })

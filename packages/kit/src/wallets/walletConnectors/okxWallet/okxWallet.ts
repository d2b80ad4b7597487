import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** OKX Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's okxWallet. */
export const okxWallet: WalletFactory = () =>
  walletFromData({
    id: 'okx',
    name: 'OKX Wallet',
    rdns: ['com.okex.wallet'],
    iconUrl: () => import('./okxWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#000',
    injected: { namespace: 'okxwallet' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
      ios: 'https://itunes.apple.com/app/id1327268470?mt=8',
      mobile: 'https://okx.com/download',
      qrCode: 'https://okx.com/download',
      chrome:
        'https://chrome.google.com/webstore/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/okx-wallet/pbpjkcldjiffchgbbndmhojiacbgflha',
      firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
      browserExtension: 'https://okx.com/download',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? uri : `okex://main/wc?uri=${encodeURIComponent(uri)}`),
    },
    qrCode: { getUri: (uri) => uri },
  })

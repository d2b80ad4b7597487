import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** CLV: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's clvWallet. */
export const clvWallet: WalletFactory = () =>
  walletFromData({
    id: 'clv',
    name: 'CLV',
    iconUrl: () => import('./clvWalletIcon').then((m) => m.default),
    iconBackground: '#50C07C',
    iconAccent: '#BDFDE2',
    injected: { namespace: 'clover' },
    walletConnect: true,
    downloadUrls: {
      chrome:
        'https://chrome.google.com/webstore/detail/clv-wallet/nhnkbkgjikgcigadomkphalanndcapjk',
      ios: 'https://apps.apple.com/app/clover-wallet/id1570072858',
      mobile: 'https://apps.apple.com/app/clover-wallet/id1570072858',
      qrCode: 'https://clv.org/',
    },
    mobile: { getUri: (uri) => uri },
    qrCode: { getUri: (uri) => uri },
  })

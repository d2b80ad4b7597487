import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** SubWallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's subWallet. */
export const subWallet: WalletFactory = () =>
  walletFromData({
    id: 'subwallet',
    name: 'SubWallet',
    rdns: ['app.subwallet'],
    iconUrl: () => import('./subWalletIcon').then((m) => m.default),
    iconBackground: '#fff',
    iconAccent: '#fff',
    injected: { namespace: 'SubWallet' },
    walletConnect: true,
    downloadUrls: {
      browserExtension: 'https://www.subwallet.app/download',
      chrome:
        'https://chrome.google.com/webstore/detail/subwallet-polkadot-wallet/onhogfjeacnfoofkfgppdlbmlmnplgbn',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/subwallet/',
      edge: 'https://chrome.google.com/webstore/detail/subwallet-polkadot-wallet/onhogfjeacnfoofkfgppdlbmlmnplgbn',
      mobile: 'https://www.subwallet.app/download',
      android: 'https://play.google.com/store/apps/details?id=app.subwallet.mobile',
      ios: 'https://apps.apple.com/us/app/subwallet-polkadot-wallet/id1633050285',
      qrCode: 'https://www.subwallet.app/download',
    },
    mobile: { getUri: (uri) => `subwallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

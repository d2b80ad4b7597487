import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** OneKey: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's oneKeyWallet. */
export const oneKeyWallet: WalletFactory = () =>
  walletFromData({
    id: 'onekey',
    name: 'OneKey',
    rdns: ['so.onekey.app.wallet'],
    iconUrl: () => import('./oneKeyWalletIcon').then((m) => m.default),
    iconBackground: '#00B812',
    iconAccent: '#00B812',
    injected: { namespace: '$onekey.ethereum' },
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=so.onekey.app.wallet',
      browserExtension: 'https://www.onekey.so/download/',
      chrome: 'https://chrome.google.com/webstore/detail/onekey/jnmbobjmhlngoefaiojfljckilhhlhcj',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/onekey/obffkkagpmohennipjokmpllocnlndac',
      ios: 'https://apps.apple.com/us/app/onekey-open-source-wallet/id1609559473',
      mobile: 'https://www.onekey.so/download/',
      qrCode: 'https://www.onekey.so/download/',
    },
  })

import type { WalletFactory } from '../../Wallet'
import { isIOS } from '../platform'
import { walletFromData } from '../walletFromData'

/** xPortal: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's xPortalWallet. */
export const xPortalWallet: WalletFactory = () =>
  walletFromData({
    id: 'xportal',
    name: 'xPortal',
    rdns: ['com.elrond.maiar.wallet'],
    iconUrl: () => import('./xPortalWalletIcon').then((m) => m.default),
    iconBackground: '#23f7dd',
    iconAccent: '#23f7dd',
    injected: { flag: 'isxPortal' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.elrond.maiar.wallet',
      ios: 'https://apps.apple.com/us/app/xportal-btc-crypto-wallet/id1519405832',
      qrCode: 'https://xportal.com/app',
    },
    mobile: { getUri: (uri) => (isIOS() ? `xportal://wc?uri=${encodeURIComponent(uri)}` : uri) },
    qrCode: { getUri: (uri) => (isIOS() ? `xportal://wc?uri=${encodeURIComponent(uri)}` : uri) },
  })

import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Bifrost Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's bifrostWallet. */
export const bifrostWallet: WalletFactory = () =>
  walletFromData({
    id: 'bifrostWallet',
    name: 'Bifrost Wallet',
    rdns: ['com.bifrostwallet'],
    iconUrl: () => import('./bifrostWalletIcon').then((m) => m.default),
    iconBackground: '#435ae1',
    iconAccent: '#435ae1',
    injected: { flag: 'isBifrost' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.bifrostwallet.app',
      ios: 'https://apps.apple.com/us/app/bifrost-wallet/id1577198351',
      qrCode: 'https://bifrostwallet.com/#download-app',
    },
    mobile: {
      getUri: (uri) =>
        isAndroid() ? uri : `https://app.bifrostwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    },
    qrCode: { getUri: (uri) => uri },
  })

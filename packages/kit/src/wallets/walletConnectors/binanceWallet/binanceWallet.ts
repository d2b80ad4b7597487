import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Binance Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's binanceWallet. */
export const binanceWallet: WalletFactory = () =>
  walletFromData({
    id: 'binance',
    name: 'Binance Wallet',
    rdns: ['com.binance.wallet'],
    iconUrl: () => import('./binanceWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#f3ba2f',
    injected: { flag: 'isBinance' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.binance.dev',
      ios: 'https://apps.apple.com/us/app/id1436799971',
      mobile: 'https://www.binance.com/en/download',
      qrCode: 'https://www.binance.com/en/web3wallet',
      chrome: 'https://chromewebstore.google.com/detail/cadiboklkpojfamcoggejbbdjcoiljjk',
    },
    mobile: {
      getUri: (uri) =>
        isAndroid() ? uri : `bnc://app.binance.com/cedefi/wc?uri=${encodeURIComponent(uri)}`,
    },
    qrCode: { getUri: (uri) => uri },
  })

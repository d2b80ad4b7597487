import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Bybit Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's bybitWallet. */
export const bybitWallet: WalletFactory = () =>
  walletFromData({
    id: 'bybit',
    name: 'Bybit Wallet',
    rdns: ['com.bybit'],
    iconUrl: () => import('./bybitWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#f7a600',
    injected: { namespace: 'bybitWallet' },
    walletConnect: true,
    downloadUrls: {
      chrome:
        'https://chromewebstore.google.com/detail/bybit-wallet/pdliaogehgdbhbnmkklieghmmjkpigpa',
      browserExtension: 'https://www.bybit.com/en/web3',
      android: 'https://play.google.com/store/apps/details?id=com.bybit.app',
      ios: 'https://apps.apple.com/us/app/bybit-buy-trade-crypto/id1488296980',
      mobile: 'https://www.bybit.com/en/web3',
      qrCode: 'https://www.bybit.com/en/web3',
    },
    mobile: {
      getUri: (uri) =>
        `bybitapp://open/route?targetUrl=by://web3/walletconnect/wc?uri=${encodeURIComponent(uri)}`,
    },
    qrCode: { getUri: (uri) => uri },
  })

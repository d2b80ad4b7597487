import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** ZilPay: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's zilPayWallet. */
export const zilPayWallet: WalletFactory = () =>
  walletFromData({
    id: 'zilpay',
    name: 'ZilPay',
    rdns: ['io.zilpay'],
    iconUrl: () => import('./zilPayWalletIcon').then((m) => m.default),
    iconBackground: '#29ccc4',
    iconAccent: '#29ccc4',
    injected: { flag: 'isZilPay' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.zilpaymobile',
      ios: 'https://apps.apple.com/ru/app/zilpay/id1547105860',
      mobile: 'https://zilpay.io/',
      qrCode: 'https://zilpay.io/',
    },
    mobile: { getUri: (uri) => `zilpay://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

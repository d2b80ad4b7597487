import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Coin98 Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's coin98Wallet. */
export const coin98Wallet: WalletFactory = () =>
  walletFromData({
    id: 'coin98',
    name: 'Coin98 Wallet',
    rdns: ['com.coin98'],
    iconUrl: () => import('./coin98WalletIcon').then((m) => m.default),
    iconBackground: '#D9B432',
    iconAccent: '#CDA349',
    injected: { namespace: 'coin98Wallet', flag: 'isCoin98' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=coin98.crypto.finance.media',
      ios: 'https://apps.apple.com/vn/app/coin98-super-app/id1561969966',
      mobile: 'https://coin98.com/wallet',
      qrCode: 'https://coin98.com/wallet',
      chrome:
        'https://chrome.google.com/webstore/detail/coin98-wallet/aeachknmefphepccionboohckonoeemg',
      browserExtension: 'https://coin98.com/wallet',
    },
    mobile: { getUri: (uri) => uri },
    qrCode: { getUri: (uri) => uri },
  })

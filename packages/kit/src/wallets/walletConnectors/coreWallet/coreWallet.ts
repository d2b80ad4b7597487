import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Core: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's coreWallet. */
export const coreWallet: WalletFactory = () =>
  walletFromData({
    id: 'core',
    name: 'Core',
    rdns: ['app.core.extension'],
    iconUrl: () => import('./coreWalletIcon').then((m) => m.default),
    iconBackground: '#1A1A1C',
    iconAccent: '#1A1A1C',
    injected: { namespace: 'avalanche', flag: 'isAvalanche' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.avaxwallet',
      ios: 'https://apps.apple.com/us/app/core-wallet/id6443685999',
      mobile: 'https://core.app/?downloadCoreMobile=1',
      qrCode: 'https://core.app/?downloadCoreMobile=1',
      chrome:
        'https://chrome.google.com/webstore/detail/core-crypto-wallet-nft-ex/agoakfejjabomempkjlepdflaleeobhb',
      browserExtension: 'https://extension.core.app/',
    },
    mobile: { getUri: (uri) => uri },
    qrCode: { getUri: (uri) => uri },
  })

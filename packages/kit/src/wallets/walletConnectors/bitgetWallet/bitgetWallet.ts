import type { WalletFactory } from '../../Wallet'
import { isAndroid } from '../platform'
import { walletFromData } from '../walletFromData'

/** Bitget Wallet: its extension or in-app browser when the page has it, otherwise its app over WalletConnect. Facts from RainbowKit 2.2.11's bitgetWallet. */
export const bitgetWallet: WalletFactory = () =>
  walletFromData({
    id: 'bitget',
    name: 'Bitget Wallet',
    rdns: ['com.bitget.web3'],
    iconUrl: () => import('./bitgetWalletIcon').then((m) => m.default),
    iconBackground: '#00F0FF',
    iconAccent: '#f6851a',
    injected: { namespace: 'bitkeep.ethereum', flag: 'isBitKeep' },
    walletConnect: true,
    downloadUrls: {
      android: 'https://web3.bitget.com/en/wallet-download?type=0',
      ios: 'https://apps.apple.com/app/bitkeep/id1395301115',
      mobile: 'https://web3.bitget.com/en/wallet-download?type=2',
      qrCode: 'https://web3.bitget.com/en/wallet-download',
      chrome:
        'https://chrome.google.com/webstore/detail/bitkeep-crypto-nft-wallet/jiidiaalihmmhddjgbnbgdfflelocpak',
      browserExtension: 'https://web3.bitget.com/en/wallet-download',
    },
    mobile: {
      getUri: (uri) => (isAndroid() ? uri : `bitkeep://wc?uri=${encodeURIComponent(uri)}`),
    },
    qrCode: { getUri: (uri) => uri },
  })

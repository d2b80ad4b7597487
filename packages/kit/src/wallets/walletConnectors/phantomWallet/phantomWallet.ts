import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Phantom: its browser extension (or in-app browser). Facts from RainbowKit 2.2.11's phantomWallet. */
export const phantomWallet: WalletFactory = () =>
  walletFromData({
    id: 'phantom',
    name: 'Phantom',
    rdns: ['app.phantom'],
    iconUrl: () => import('./phantomWalletIcon').then((m) => m.default),
    iconBackground: '#AB9FF2',
    iconAccent: '#9A8AEE',
    injected: { namespace: 'phantom.ethereum' },
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=app.phantom',
      ios: 'https://apps.apple.com/app/phantom-solana-wallet/1598432977',
      mobile: 'https://phantom.app/download',
      qrCode: 'https://phantom.app/download',
      chrome: 'https://chrome.google.com/webstore/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa',
      firefox: 'https://addons.mozilla.org/firefox/addon/phantom-app/',
      browserExtension: 'https://phantom.app/download',
    },
  })

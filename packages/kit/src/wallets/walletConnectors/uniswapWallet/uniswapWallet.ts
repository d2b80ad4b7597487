import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Uniswap Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's uniswapWallet. */
export const uniswapWallet: WalletFactory = () =>
  walletFromData({
    id: 'uniswap',
    name: 'Uniswap Wallet',
    iconUrl: () => import('./uniswapWalletIcon').then((m) => m.default),
    iconBackground: '#F50DB4',
    iconAccent: '#FFD8EA',
    walletConnect: true,
    downloadUrls: {
      ios: 'https://apps.apple.com/app/apple-store/id6443944476',
      mobile: 'https://wallet.uniswap.org/',
      qrCode: 'https://wallet.uniswap.org/',
    },
    mobile: { getUri: (uri) => `uniswap://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

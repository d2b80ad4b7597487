import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** ParaSwap Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's paraSwapWallet. */
export const paraSwapWallet: WalletFactory = () =>
  walletFromData({
    id: 'paraswap',
    name: 'ParaSwap Wallet',
    iconUrl: () => import('./paraSwapWalletIcon').then((m) => m.default),
    iconBackground: '#2669F5',
    iconAccent: '#578CFC',
    walletConnect: true,
    downloadUrls: {
      ios: 'https://apps.apple.com/us/app/paraswap-multichain-wallet/id1584610690',
      mobile: 'https://paraswap.io',
      qrCode: 'https://paraswap.io',
    },
    mobile: { getUri: (uri) => `paraswap://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

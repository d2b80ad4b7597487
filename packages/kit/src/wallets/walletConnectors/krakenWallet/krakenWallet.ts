import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Kraken Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's krakenWallet. */
export const krakenWallet: WalletFactory = () =>
  walletFromData({
    id: 'kraken',
    name: 'Kraken Wallet',
    iconUrl: () => import('./krakenWalletIcon').then((m) => m.default),
    iconBackground: '#7133F5',
    iconAccent: '#FFD8EA',
    walletConnect: true,
    downloadUrls: {
      ios: 'https://apps.apple.com/us/app/kraken-wallet/id1626327149',
      mobile: 'https://kraken.com/wallet',
      qrCode: 'https://kraken.com/wallet',
    },
    mobile: { getUri: (uri) => `krakenwallet://wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Bloom Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's bloomWallet. */
export const bloomWallet: WalletFactory = () =>
  walletFromData({
    id: 'bloom',
    name: 'Bloom Wallet',
    iconUrl: () => import('./bloomWalletIcon').then((m) => m.default),
    iconBackground: '#000',
    iconAccent: '#000',
    walletConnect: true,
    // A desktop app: RainbowKit's `desktop` download link, under the field the kit's type has.
    downloadUrls: { qrCode: 'https://bloomwallet.io/' },
    desktop: { getUri: (uri) => `bloom://wallet-connect/wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

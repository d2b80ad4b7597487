import type { WalletFactory } from '../../Wallet'
import { walletFromData } from '../walletFromData'

/** Bitverse Wallet: its app over WalletConnect. Facts from RainbowKit 2.2.11's bitverseWallet. */
export const bitverseWallet: WalletFactory = () =>
  walletFromData({
    id: 'bitverse',
    name: 'Bitverse Wallet',
    iconUrl: () => import('./bitverseWalletIcon').then((m) => m.default),
    iconBackground: '#171728',
    iconAccent: '#171728',
    walletConnect: true,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=com.bitverse.app&pli=1',
      ios: 'https://apps.apple.com/us/app/bitverse-discover-web3-wealth/id1645515614',
      qrCode: 'https://www.bitverse.zone/download',
    },
    mobile: { getUri: (uri) => `bitverseapp://open/wallet/wc?uri=${encodeURIComponent(uri)}` },
    qrCode: { getUri: (uri) => uri },
  })

import type { WalletFactory } from '../../Wallet'
import { getWalletConnectConnector } from '../getWalletConnectConnector'

/** Any WalletConnect-compatible wallet: a QR code on desktop, the OS's wallet chooser on mobile. */
export const walletConnectWallet: WalletFactory = () => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  shortName: 'WalletConnect',
  iconUrl: () => import('./walletConnectWalletIcon').then((m) => m.default),
  iconBackground: '#3b99fc',
  iconAccent: '#3b99fc',
  // The raw wc: URI: scanned by any wallet, or opened on mobile, where the OS offers the wallets
  // that registered the wc: scheme.
  qrCode: { getUri: (uri) => uri },
  mobile: { getUri: (uri) => uri },
  createConnector: getWalletConnectConnector,
  unavailableReason: 'connect.unavailable.no_project_id',
})

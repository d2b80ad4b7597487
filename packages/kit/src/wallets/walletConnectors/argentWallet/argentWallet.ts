import type { WalletFactory } from '../../Wallet'
import { getWalletConnectConnector } from '../getWalletConnectConnector'
import { instructions } from '../instructions'

/** Argent's mobile app, over WalletConnect only (its browser extension is not an EVM wallet). */
export const argentWallet: WalletFactory = () => ({
  id: 'argent',
  name: 'Argent',
  shortName: 'Argent',
  iconUrl: () => import('./argentWalletIcon').then((m) => m.default),
  iconBackground: '#ff875b',
  iconAccent: '#ff875b',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
    ios: 'https://apps.apple.com/app/id1358741926',
    mobile: 'https://www.argent.xyz/download-argent',
    qrCode: 'https://argent.link/app',
  },
  mobile: { getUri: (uri) => `argent://app/wc?uri=${encodeURIComponent(uri)}` },
  qrCode: {
    getUri: (uri) => uri,
    instructions: instructions(
      'argent.qr_code',
      'scan',
      'https://www.argent.xyz/learn/what-is-a-crypto-wallet/',
    ),
  },
  createConnector: getWalletConnectConnector,
  unavailableReason: 'connect.unavailable.no_project_id',
})

import type { WalletFactory } from '../../Wallet'
import { getWalletConnectConnector } from '../getWalletConnectConnector'

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
    instructions: {
      learnMoreUrl: 'https://www.argent.xyz/learn/what-is-a-crypto-wallet/',
      steps: [
        {
          step: 'install',
          title: 'wallet_connectors.argent.qr_code.step1.title',
          description: 'wallet_connectors.argent.qr_code.step1.description',
        },
        {
          step: 'create',
          title: 'wallet_connectors.argent.qr_code.step2.title',
          description: 'wallet_connectors.argent.qr_code.step2.description',
        },
        {
          step: 'scan',
          title: 'wallet_connectors.argent.qr_code.step3.title',
          description: 'wallet_connectors.argent.qr_code.step3.description',
        },
      ],
    },
  },
  createConnector: getWalletConnectConnector,
  unavailableReason: 'connect.unavailable.no_project_id',
})

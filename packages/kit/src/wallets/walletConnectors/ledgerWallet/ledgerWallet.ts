import type { WalletFactory } from '../../Wallet'
import { getWalletConnectConnector } from '../getWalletConnectConnector'

// Ledger Live (mobile and desktop) registers this scheme for WalletConnect pairings.
const ledgerLiveUri = (uri: string) => `ledgerlive://wc?uri=${encodeURIComponent(uri)}`

/** Ledger Live, the app a Ledger device is used through, over WalletConnect. */
export const ledgerWallet: WalletFactory = () => ({
  id: 'ledger',
  name: 'Ledger Live',
  shortName: 'Ledger',
  iconUrl: () => import('./ledgerWalletIcon').then((m) => m.default),
  iconBackground: '#000000',
  iconAccent: '#000000',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    ios: 'https://apps.apple.com/app/id1361671700',
    mobile: 'https://www.ledger.com/ledger-live',
    qrCode: 'https://www.ledger.com/ledger-live',
  },
  mobile: { getUri: ledgerLiveUri },
  desktop: { getUri: ledgerLiveUri },
  qrCode: {
    getUri: (uri) => uri,
    instructions: {
      learnMoreUrl: 'https://support.ledger.com/',
      steps: [
        {
          step: 'install',
          title: 'wallet_connectors.ledger.qr_code.step1.title',
          description: 'wallet_connectors.ledger.qr_code.step1.description',
        },
        {
          step: 'create',
          title: 'wallet_connectors.ledger.qr_code.step2.title',
          description: 'wallet_connectors.ledger.qr_code.step2.description',
        },
        {
          step: 'scan',
          title: 'wallet_connectors.ledger.qr_code.step3.title',
          description: 'wallet_connectors.ledger.qr_code.step3.description',
        },
      ],
    },
  },
  createConnector: getWalletConnectConnector,
  unavailableReason: 'connect.unavailable.no_project_id',
})

import type { WalletFactory } from '../../Wallet'
import { getWalletConnectConnector } from '../getWalletConnectConnector'
import { instructions } from '../instructions'

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
    instructions: instructions('ledger.qr_code', 'scan', 'https://support.ledger.com/'),
  },
  createConnector: getWalletConnectConnector,
  unavailableReason: 'connect.unavailable.no_project_id',
})

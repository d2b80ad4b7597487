import { useSettings } from '../../../context/SettingsContext'
import { useStores } from '../../../context/StoresContext'
import { withAllStrings } from '../../../i18n/withAllStrings'
import { useRecentTransactions } from '../../hooks/useRecentTransactions'
import { useTransactionAnnouncement } from '../../hooks/useTransactionAnnouncement'
import { useTransactionTracker } from '../../hooks/useTransactionTracker'

/**
 * Follows the connected account's pending transactions to their receipts, and announces its
 * status changes while no dialog is open (an open dialog hides the page, and Recent Transactions
 * announces inside it). Loaded lazily by TransactionAnnouncer, inside whose region it renders.
 */
export const TransactionFollower = withAllStrings(function TransactionFollower() {
  const { transactions } = useStores()
  const { safeGatewayUrl } = useSettings()
  useTransactionTracker(transactions, { safeGatewayUrl })
  return useTransactionAnnouncement(useRecentTransactions())
})

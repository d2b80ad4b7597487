import { useRecentTransactions } from '../../hooks/useRecentTransactions'
import { useTransactionAnnouncement } from '../../hooks/useTransactionAnnouncement'

/**
 * Announces the connected account's transaction status changes while no dialog is open (an open
 * dialog hides the page, and Recent Transactions announces inside it).
 */
export function TransactionAnnouncer() {
  const announcement = useTransactionAnnouncement(useRecentTransactions())
  return (
    <p className="gh-visually-hidden" role="status">
      {announcement}
    </p>
  )
}

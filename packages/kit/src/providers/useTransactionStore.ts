import { useEffect, useState } from 'react'
import { createTransactionStore, type TransactionStore } from '../core/transactionStore'
import { useTransactionTracker } from '../hooks/useTransactionTracker'
import { transactionStorage } from './browserStorage'

/** The recent-transaction store: kept in sync with other tabs and followed to completion. */
export function useTransactionStore(safeGatewayUrl: string | undefined): TransactionStore {
  const [transactions] = useState(() => createTransactionStore({ storage: transactionStorage() }))
  // Another tab's transactions appear without a reload.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => transactions.onStorageEvent(event.key)
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [transactions])
  useTransactionTracker(transactions, { safeGatewayUrl })
  return transactions
}

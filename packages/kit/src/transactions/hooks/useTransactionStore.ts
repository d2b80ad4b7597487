import { useEffect, useState } from 'react'
import { createLazyTransactionStore } from '../core/lazyTransactionStore'
import type { TransactionStore } from '../core/transactionStore'
import { transactionStoreCode } from '../transactionStoreCode'

/**
 * The recent-transaction store, kept in sync with other tabs. Its code loads lazily (see
 * core/lazyTransactionStore.ts); following pending transactions and announcing their changes is
 * TransactionAnnouncer's, once an account is connected.
 */
export function useTransactionStore(): TransactionStore {
  const [transactions] = useState(() => createLazyTransactionStore(transactionStoreCode))
  // Another tab's transactions appear without a reload.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => transactions.onStorageEvent(event.key)
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [transactions])
  return transactions
}

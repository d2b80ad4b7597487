import { createTransactionStore, type TransactionStore } from '../core/transactionStore'
import { transactionStorage } from './browserStorage'

/** The recent-transaction store on the browser's localStorage (memory where it is blocked). */
export function createBrowserTransactionStore(): TransactionStore {
  return createTransactionStore({ storage: transactionStorage() })
}

import { transactionStorage } from '../providers/browserStorage'
import { createTransactionStore, type TransactionStore } from './core/transactionStore'

/** The recent-transaction store on the browser's localStorage (memory where it is blocked). */
export function createBrowserTransactionStore(): TransactionStore {
  return createTransactionStore({ storage: transactionStorage() })
}

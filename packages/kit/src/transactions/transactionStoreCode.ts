import type { TransactionStoreCode } from './core/lazyTransactionStore'
import type { TransactionStore } from './core/transactionStore'

let create: (() => TransactionStore) | undefined
let loading: Promise<unknown> | undefined

/**
 * The code of the recent-transaction store on localStorage, as a lazy chunk shared by every
 * provider on the page (#18): loaded once an account is connected (TransactionAnnouncer), with
 * the account modal's preload, or by the first call that needs the store.
 */
export const transactionStoreCode: TransactionStoreCode = {
  loaded: () => create,
  load() {
    loading ??= import('./browserTransactionStore').then(
      (m) => {
        create = m.createBrowserTransactionStore
      },
      (error: unknown) => {
        loading = undefined // a failed chunk request may succeed next time
        throw error
      },
    )
    return loading
  },
}

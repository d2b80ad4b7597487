import { loadOnce } from '../loading/loadOnce'
import type { TransactionStoreCode } from './core/lazyTransactionStore'

const code = loadOnce(() =>
  import('./browserTransactionStore').then((m) => m.createBrowserTransactionStore),
)

/**
 * The code of the recent-transaction store on localStorage, as a lazy chunk shared by every
 * provider on the page (#18): loaded once an account is connected (TransactionAnnouncer), with
 * the account modal's preload, or by the first call that needs the store.
 */
export const transactionStoreCode: TransactionStoreCode = { loaded: code.loaded, load: code }

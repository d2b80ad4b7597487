// The catalogue key of the word a transaction's status is shown with (a Safe's own lifecycle
// words are SafeTransactionRow's): a batch says how much of it took effect, a transaction
// cancelled in the wallet says cancelled, one that left the network unmined says dropped, neither
// failed.
import type { CallsStatus, Transaction } from './transactionTypes'

const CALLS_STATUS_KEYS: Record<CallsStatus, string> = {
  pending: 'transactions.status.pending',
  confirmed: 'transactions.status.confirmed',
  failedOffchain: 'transactions.calls.status.failed_offchain',
  reverted: 'transactions.calls.status.reverted',
  partiallyReverted: 'transactions.calls.status.partially_reverted',
}

export function transactionStatusKey(tx: Transaction): string {
  if (tx.calls) return CALLS_STATUS_KEYS[tx.calls.status]
  if (tx.replaced?.reason === 'cancelled') return 'transactions.status.cancelled'
  if (tx.dropped) return 'transactions.status.dropped'
  return `transactions.status.${tx.status}`
}

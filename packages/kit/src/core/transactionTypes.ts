// The recent-transaction types (§3), in a module of their own: the store, its persisted form and
// the Safe status mapping all read them, and none of those modules needs to import another for a
// type (which made storedTransactions.ts and safe/safeTransactionStatus.ts a cycle).
import type { SafeLookupErrorKind } from './safe/gatewayErrors'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A Safe transaction's place in its lifecycle, in the Safe Client Gateway's words (§3). */
export type SafeTxStatus =
  | 'AWAITING_CONFIRMATIONS'
  | 'AWAITING_EXECUTION'
  | 'CANCELLED'
  | 'FAILED'
  | 'SUCCESS'

/**
 * A transaction sent from a Safe: `hash` is its safeTxHash, and this is where it stands in the
 * Safe's lifecycle (§3 gateway vocabulary). Absent on ordinary transactions and on entries
 * stored before Safe tracking existed.
 */
export type SafeTransactionInfo = {
  status: SafeTxStatus
  /** Owner confirmations submitted, and how many the Safe requires (its threshold). */
  confirmations: number
  confirmationsRequired: number
  /** The on-chain hash, once executed. */
  txHash?: `0x${string}`
  /**
   * Why the last lookup failed (shown translated; the raw text goes to the console only); the
   * transaction keeps its status meanwhile.
   */
  error?: SafeLookupErrorKind
}

export type Transaction = {
  hash: `0x${string}`
  description: string
  confirmations: number
  status: TransactionStatus
  safe?: SafeTransactionInfo
}

/** What callers pass in; validated by `addTransaction`. */
export type NewTransaction = { hash: string; description: string; confirmations?: number }

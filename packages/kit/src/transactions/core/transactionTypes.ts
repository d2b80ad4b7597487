// The recent-transaction types (§3), in a module of their own: the store, its persisted form and
// the Safe status mapping all read them, and none of those modules needs to import another for a
// type (which made storedTransactions.ts and safe/core/safeTransactionStatus.ts a cycle).
import type { SafeLookupErrorKind } from '../../safe/facade'

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

/**
 * Where an EIP-5792 call bundle stands, by its status code's class: 1xx pending, 2xx confirmed,
 * 4xx failed off-chain (nothing was sent), 5xx reverted (no call took effect), 6xx partly
 * reverted (some calls took effect).
 */
export type CallsStatus =
  | 'pending'
  | 'confirmed'
  | 'failedOffchain'
  | 'reverted'
  | 'partiallyReverted'

/** One on-chain transaction of a bundle (an atomic bundle has one for all its calls). */
export type CallsReceipt = { transactionHash: `0x${string}`; status: 'success' | 'reverted' }

/** Why the last look at a bundle's status told nothing (shown translated; the entry keeps its status). */
export type CallsLookupErrorKind = 'unreachable' | 'invalidResponse' | 'otherChain' | 'wentBack'

/** A bundle's progress as the wallet last reported it. */
export type CallsInfo = {
  status: CallsStatus
  receipts: readonly CallsReceipt[]
  error?: CallsLookupErrorKind
}

/**
 * Calls the kit's sendCalls sent one by one (the wallet could not batch them), as far as they
 * went: recorded as they are sent, so the entry shows the run's progress and survives a reload.
 */
export type CallsSequence = {
  /** How many calls were asked for. */
  total: number
  /** The transactions of the first calls, in call order; the calls after them were not sent. */
  hashes: readonly `0x${string}`[]
  /** The run of the page still sending them (core/calls/sequenceRuns.ts); absent once it ended. */
  run?: string
  /**
   * The 1-based call the run stopped at: it failed (not sent, or reverted), or, `interrupted`,
   * the run ended before sending it without it failing (the page went away, or the run could not
   * learn the previous call's receipt, which then tells). Absent when every call was sent.
   */
  stopped?: { index: number; interrupted?: true }
}

/** How a transaction left the mempool without being mined itself (its nonce went to another). */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

export type ReplacementInfo = {
  reason: ReplacementReason
  /** The transaction that was mined with the same nonce. */
  hash: `0x${string}`
}

/** What a transaction was sent to do, to tell a speed-up (same call) from another transaction. */
export type SentCall = {
  /** The recipient; absent for a contract creation. */
  to?: `0x${string}`
  /** Wei, in decimal. */
  value: string
  /** keccak256 of the calldata. */
  inputHash: `0x${string}`
}

type TransactionBase = {
  description: string
  confirmations: number
  status: TransactionStatus
}

/** A transaction followed by its hash (§3). */
export type HashTransaction = TransactionBase & {
  hash: `0x${string}`
  callsId?: undefined
  safe?: SafeTransactionInfo
  /** The sender and nonce, once the tracker has seen the transaction (to notice a replacement). */
  from?: `0x${string}`
  nonce?: number
  /** What it was sent to do: read from the node, or from the app's send when it was added. */
  call?: SentCall
  /**
   * Set when `from` and `nonce` are the account's and the nonce it was about to use, not read
   * from the transaction (the node no longer knew it when the tracker first looked).
   */
  inferred?: true
  /** The block the tracker first looked from: what was mined in its nonce is searched from there. */
  since?: number
  /** Set when another transaction with the same nonce was mined instead of this one. */
  replaced?: ReplacementInfo
  sequence?: undefined
  /** Set when it left the network without being mined, and nothing was mined in its place. */
  dropped?: true
  /**
   * Set on a dropped one once its nonce went to another transaction: it can never be mined, so
   * it is no longer looked at (until then a dropped transaction mined after all is followed again).
   */
  nonceTaken?: true
  calls?: undefined
}

/**
 * An EIP-5792 call bundle, followed by its calls id through `wallet_getCallsStatus`; one sent from
 * a Safe (its calls id is the safeTxHash) through the Safe's lifecycle instead, `calls` following.
 */
export type BatchTransaction = TransactionBase & {
  callsId: string
  hash?: undefined
  safe?: SafeTransactionInfo
  calls: CallsInfo
  /** Set on the kit's own one-by-one sends: followed through their transactions' receipts. */
  sequence?: CallsSequence
  from?: undefined
  nonce?: undefined
  call?: undefined
  inferred?: undefined
  since?: undefined
  replaced?: undefined
  dropped?: undefined
  nonceTaken?: undefined
}

export type Transaction = HashTransaction | BatchTransaction

/** What callers pass in: a transaction hash or an EIP-5792 calls id; validated by `addTransaction`. */
export type NewTransaction =
  | { hash: string; callsId?: undefined; description: string; confirmations?: number }
  | { callsId: string; hash?: undefined; description: string; confirmations?: number }

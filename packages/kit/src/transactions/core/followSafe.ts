// Follows a Safe transaction (§4) through the Safe's own lifecycle: its status is polled (from the
// Safe App SDK or the gateway, as the caller provides) until it is executed or cancelled, then the
// executed transaction's receipt decides. Waiting for owners can take days, so no amount of time
// makes it failed; a lookup error is stored on the entry as its kind (shown translated), logged
// with its raw text, and retried. Shared by both trackers: an entry followed by hash whose hash is
// the safeTxHash (trackTransactions.ts), and an EIP-5792 batch sent from a Safe, whose calls id is
// the safeTxHash (calls/trackCalls.ts); the store keeps a batch's calls in step with its Safe.

import {
  isFinalSafeStatus,
  type SafeLookupErrorKind,
  type SafeTxSnapshot,
  safeLookupErrorKind,
  transactionStatusOf,
} from '../../safe/facade'
import type { FollowScheduler } from './followScheduler'
import { isEntry } from './storedTransactions'
import type { ReceiptOutcome } from './trackTransactions'
import type { SafeTransactionInfo, TransactionStore } from './transactionStore'
import type { Transaction } from './transactionTypes'

/** How often a Safe transaction still waiting for owners is looked up again. */
export const SAFE_POLL_INTERVAL_MS = 2_000

export type SafeTracking = {
  /** Whether this account is a Safe (its transactions are then Safe transactions). */
  isSafeAccount: (args: { account: string; chainId: number }) => Promise<boolean>
  /** One look at a Safe transaction; rejects with the §8 gateway errors. */
  getTransaction: (args: {
    account: string
    chainId: number
    safeTxHash: `0x${string}`
  }) => Promise<SafeTxSnapshot>
  pollIntervalMs?: number
}

/** What a Safe transaction is recorded as before its first look. */
export const SAFE_WAITING: SafeTransactionInfo = {
  status: 'AWAITING_CONFIRMATIONS',
  confirmations: 0,
  confirmationsRequired: 0,
}

/** Waits for the executed transaction's receipt (the trackers' waitForReceipt). */
export type ExecutedReceipt = (args: {
  hash: `0x${string}`
  chainId: number
  confirmations: number
}) => Promise<ReceiptOutcome>

/**
 * The executed transaction's verdict: its receipt's, or a speed-up's; another replacement failed
 * it; anything else (lost from the node: it was mined, so it comes back) is no verdict yet.
 */
function executedVerdict(outcome: unknown): 'success' | 'reverted' | undefined {
  if (outcome === 'success' || outcome === 'reverted') return outcome
  if (typeof outcome !== 'object' || outcome === null) return undefined
  const { replaced, receipt } = outcome as Partial<Extract<ReceiptOutcome, object>>
  if (!replaced || (receipt !== 'success' && receipt !== 'reverted')) return undefined
  return replaced.reason === 'repriced' ? receipt : 'reverted'
}

function warnLookupError(error: unknown, kind: SafeLookupErrorKind) {
  console.warn(`Gatehouse: Safe transaction status not available (${kind}), retrying.`, error)
}

/** The entry whose hash, or calls id, is this safeTxHash. */
const findEntry = (store: TransactionStore, account: string, chainId: number, id: string) =>
  store
    .getTransactions(account, chainId)
    .find((tx) => isEntry(tx, { hash: id }) || isEntry(tx, { callsId: id }))

const safeTxHashOf = (tx: Transaction) => (tx.hash ?? tx.callsId) as `0x${string}`

export function createSafeFollower(options: {
  store: TransactionStore
  follow: FollowScheduler
  safe: SafeTracking
  /** The tracker's key for an entry (released once it has a verdict). */
  keyOf: (account: string, chainId: number, id: string) => string
  waitForReceipt: ExecutedReceipt
  logLookupError?: (error: unknown, kind: SafeLookupErrorKind) => void
}) {
  const { store, follow, safe, keyOf, waitForReceipt } = options
  const logLookupError = options.logLookupError ?? warnLookupError
  const { later, backoff } = follow

  /** `id` is the entry's hash or calls id: the safeTxHash. */
  function followSafe(account: string, chainId: number, id: string, attempt: number) {
    const key = keyOf(account, chainId, id)
    const tx = findEntry(store, account, chainId, id)
    if (tx?.status !== 'pending' || !tx.safe) {
      follow.release(key)
      return
    }
    const previous = tx.safe
    const started = follow.generation()
    const again = (delay: number, nextAttempt: number) =>
      later(started, delay, () => followSafe(account, chainId, id, nextAttempt))
    safe.getTransaction({ account, chainId, safeTxHash: safeTxHashOf(tx) }).then(
      (snapshot) => {
        if (!follow.isCurrent(started)) return
        const info: SafeTransactionInfo = {
          status: snapshot.status,
          confirmations: snapshot.confirmations,
          confirmationsRequired: snapshot.confirmationsRequired,
          ...(snapshot.txHash ? { txHash: snapshot.txHash } : {}),
        }
        if (!isFinalSafeStatus(snapshot.status)) {
          store.setSafeTransaction(account, chainId, id, info, 'pending')
          return again(safe.pollIntervalMs ?? SAFE_POLL_INTERVAL_MS, 0)
        }
        // Executed: the receipt of the on-chain transaction has the last word.
        if (snapshot.txHash && snapshot.status !== 'CANCELLED') {
          store.setSafeTransaction(account, chainId, id, info, 'pending')
          return receipt(account, chainId, id, snapshot.txHash, 0)
        }
        follow.release(key)
        store.setSafeTransaction(account, chainId, id, info, transactionStatusOf(snapshot.status))
      },
      (error: unknown) => {
        if (!follow.isCurrent(started)) return
        const kind = safeLookupErrorKind(error)
        logLookupError(error, kind)
        store.setSafeTransaction(account, chainId, id, { ...previous, error: kind }, 'pending')
        again(backoff(attempt), attempt + 1)
      },
    )
  }

  /** An executed Safe transaction: confirmed or failed by its on-chain receipt. */
  function receipt(
    account: string,
    chainId: number,
    id: string,
    txHash: `0x${string}`,
    attempt: number,
  ) {
    const key = keyOf(account, chainId, id)
    const tx = findEntry(store, account, chainId, id)
    if (tx?.status !== 'pending' || !tx.safe) {
      follow.release(key)
      return
    }
    const info = tx.safe
    const started = follow.generation()
    const retry = () =>
      later(started, backoff(attempt), () => receipt(account, chainId, id, txHash, attempt + 1))
    const args = { hash: txHash, chainId, confirmations: tx.confirmations }
    new Promise<ReceiptOutcome>((resolve) => resolve(waitForReceipt(args))).then((outcome) => {
      if (!follow.isCurrent(started)) return
      const verdict = executedVerdict(outcome)
      // An executed Safe transaction was mined: a wait that lost it is no verdict.
      if (verdict === undefined) return retry()
      follow.release(key)
      store.setSafeTransaction(
        account,
        chainId,
        id,
        info,
        verdict === 'success' ? 'confirmed' : 'failed',
      )
    }, retry)
  }

  return { followSafe }
}

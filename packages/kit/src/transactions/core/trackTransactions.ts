// Follows pending transactions to their receipt (§4): success → confirmed, reverted → failed.
// An unreachable RPC is not a verdict on the transaction, so a rejected wait never marks it
// failed; it stays pending and is retried with a growing delay (and again after a reload, since
// every pending transaction is persisted and `track` picks it up). One replaced in the wallet
// ends with what was mined in its nonce, one that left the network unmined ends dropped (the
// waits decide both, from what they learn and keep in the entry: sender, nonce, call, first block);
// a dropped one is still looked at until its nonce is taken (watchDropped.ts).
//
// A Safe transaction (`safe` set, `hash` its safeTxHash) is followed through the Safe's own
// lifecycle instead (followSafe.ts), never failed because time passed.

import { isHexAddress } from '../../core/guards'
import type { SafeLookupErrorKind } from '../../safe/facade'
import { createSafeFollower, SAFE_WAITING, type SafeTracking } from './followSafe'
import { createFollowScheduler } from './followScheduler'
import type { HashTransactionPatch, TransactionStatus, TransactionStore } from './transactionStore'
import type { HashTransaction, ReplacementInfo } from './transactionTypes'
import { createDroppedWatch, type DroppedLook, isWatchedDrop } from './watchDropped'

export type { DroppedLook, SafeTracking }

/**
 * A receipt's verdict, the verdict on the transaction mined in its place (same nonce), or
 * 'dropped': it left the network unmined and nothing was mined in its place.
 */
export type ReceiptOutcome =
  | 'success'
  | 'reverted'
  | { replaced: ReplacementInfo; receipt: 'success' | 'reverted' }
  | 'dropped'

/**
 * What the tracker knows of a transaction it follows by hash, kept in its entry (also across a
 * reload) to find what was mined in its nonce; a field set to undefined in an update is removed.
 */
export type SentDetails = Pick<HashTransaction, 'from' | 'nonce' | 'call' | 'inferred' | 'since'>

const sentDetailsOf = (tx: HashTransaction): SentDetails => ({
  ...(tx.from !== undefined ? { from: tx.from } : {}),
  ...(tx.nonce !== undefined ? { nonce: tx.nonce } : {}),
  ...(tx.call !== undefined ? { call: tx.call } : {}),
  ...(tx.inferred ? { inferred: tx.inferred } : {}),
  ...(tx.since !== undefined ? { since: tx.since } : {}),
})

export type TransactionTracker = {
  /** Waits on every pending transaction of this account and chain not already waited on. */
  track(account: string, chainId: number): void
  /** Cancels retries and ignores results still on their way; `track` may be called again. */
  stop(): void
}

const STATUS_FOR: Record<'success' | 'reverted', TransactionStatus> = {
  success: 'confirmed',
  reverted: 'failed',
}

/**
 * The status an outcome gives, and the replacement it records; undefined for anything that is not
 * a verdict. A speed-up takes its receipt's verdict; a cancelled or otherwise replaced
 * transaction did not happen, so it is failed (shown as cancelled or replaced).
 */
function verdictOf(
  outcome: unknown,
): (HashTransactionPatch & { status: TransactionStatus }) | undefined {
  if (outcome === 'success' || outcome === 'reverted') return { status: STATUS_FOR[outcome] }
  if (outcome === 'dropped') return { status: 'failed', dropped: true }
  if (typeof outcome !== 'object' || outcome === null) return undefined
  const { replaced, receipt } = outcome as Partial<Extract<ReceiptOutcome, object>>
  if (!replaced || (receipt !== 'success' && receipt !== 'reverted')) return undefined
  const status = replaced.reason === 'repriced' ? STATUS_FOR[receipt] : 'failed'
  return { status, replaced }
}

export function createTransactionTracker(options: {
  store: TransactionStore
  /**
   * Resolves once the receipt (or a replacement's) has the wanted confirmations, or once the
   * transaction is dropped; rejects on network or RPC errors, or once `signal` aborts. `sent` is
   * what earlier looks learnt (after a reload too), so a transaction replaced meanwhile is found in
   * its nonce; `remember` keeps what this one learns. `account` is the entry's: the presumed
   * sender of a transaction the node has forgotten.
   */
  waitForReceipt: (args: {
    hash: `0x${string}`
    chainId: number
    confirmations: number
    account?: `0x${string}`
    sent?: SentDetails
    remember?: (sent: SentDetails) => void
    /** What the entry holds now (the app's call may arrive after the wait started). */
    current?: () => SentDetails
    signal?: AbortSignal
  }) => Promise<ReceiptOutcome>
  /**
   * Reads the transaction's sender, nonce and call at once, before anything else is asked (a
   * speed-up in the wallet can remove it from the node within moments); undefined if not found.
   */
  readSent?: (args: { hash: `0x${string}`; chainId: number }) => Promise<SentDetails | undefined>
  /**
   * One look at a dropped transaction (is it back, is its nonce taken?); without it a dropped
   * transaction is not looked at again.
   */
  recheckDropped?: (args: {
    hash: `0x${string}`
    chainId: number
    sent: SentDetails
  }) => Promise<DroppedLook>
  retryDelayMs?: number
  /** Follows Safe transactions; without it every transaction waits for its receipt. */
  safe?: SafeTracking
  setTimeout?: typeof setTimeout
  clearTimeout?: typeof clearTimeout
  /** Where a failed Safe lookup's raw error goes (the store keeps only its kind); console.warn. */
  logLookupError?: (error: unknown, kind: SafeLookupErrorKind) => void
}): TransactionTracker {
  const { store, waitForReceipt } = options
  // Followed entries by account, chain and hash; a result of a stopped generation is ignored.
  const follow = createFollowScheduler(options)
  const { later, backoff } = follow
  const keyOf = (account: string, chainId: number, hash: string) =>
    `${account.toLowerCase()}:${chainId}:${hash.toLowerCase()}`

  const find = (account: string, chainId: number, hash: string): HashTransaction | undefined =>
    store
      .getTransactions(account, chainId)
      .find(
        (entry): entry is HashTransaction =>
          entry.hash !== undefined && entry.hash.toLowerCase() === hash.toLowerCase(),
      )

  const safeFollower =
    options.safe &&
    createSafeFollower({
      store,
      follow,
      safe: options.safe,
      keyOf,
      logLookupError: options.logLookupError,
      waitForReceipt,
    })
  const followSafe = (account: string, chainId: number, hash: string) =>
    safeFollower
      ? safeFollower.followSafe(account, chainId, hash, 0)
      : follow.release(keyOf(account, chainId, hash))

  const { recheckDropped } = options
  const watchDropped =
    recheckDropped &&
    createDroppedWatch({
      store,
      follow,
      keyOf,
      find,
      recheck: (tx, chainId) => recheckDropped({ hash: tx.hash, chainId, sent: sentDetailsOf(tx) }),
    })

  /** Keeps the sender, nonce and call as soon as the node is asked, while it still knows them. */
  function readEarly(account: string, chainId: number, tx: HashTransaction) {
    if (!options.readSent || tx.safe || (tx.nonce !== undefined && !tx.inferred)) return
    const started = follow.generation()
    new Promise<SentDetails | undefined>((resolve) =>
      resolve(options.readSent?.({ hash: tx.hash, chainId })),
    ).then(
      (sent) => {
        const now = find(account, chainId, tx.hash)
        if (!follow.isCurrent(started) || !sent || now?.status !== 'pending') return
        if (now.nonce === undefined || now.inferred)
          store.patchTransaction(account, chainId, tx.hash, { ...sent, inferred: undefined })
      },
      // Not readable now: the wait's own looks ask again.
      () => {},
    )
  }

  /** Decides once per transaction whether it is a Safe's, then follows it the right way. */
  function start(account: string, chainId: number, hash: `0x${string}`, attempt: number) {
    const key = keyOf(account, chainId, hash)
    const tx = find(account, chainId, hash)
    if (tx?.status !== 'pending') {
      follow.release(key)
      return
    }
    if (tx.safe) return followSafe(account, chainId, hash)
    if (attempt === 0) readEarly(account, chainId, tx)
    if (!options.safe) return wait(account, chainId, hash, attempt)
    const started = follow.generation()
    options.safe.isSafeAccount({ account, chainId }).then(
      (isSafe) => {
        if (!follow.isCurrent(started)) return
        if (!isSafe) return wait(account, chainId, hash, attempt)
        store.setSafeTransaction(account, chainId, hash, SAFE_WAITING, 'pending')
        followSafe(account, chainId, hash)
      },
      // Unknown (gateway unreachable): an ordinary account's transaction must not wait on the
      // gateway, so wait for a receipt; a Safe's never gets one, so it stays pending (never
      // failed) until a later session can ask again.
      () => {
        if (follow.isCurrent(started)) wait(account, chainId, hash, attempt)
      },
    )
  }

  function wait(account: string, chainId: number, hash: `0x${string}`, attempt: number) {
    const key = keyOf(account, chainId, hash)
    const tx = find(account, chainId, hash)
    // Cleared, or finished elsewhere (another tab) while we waited to retry.
    if (tx?.status !== 'pending') {
      follow.release(key)
      return
    }
    const started = follow.generation()
    const retry = () => {
      if (!follow.isCurrent(started)) return
      later(started, backoff(attempt), () => wait(account, chainId, hash, attempt + 1))
    }
    const args = {
      hash: tx.hash,
      chainId,
      confirmations: tx.confirmations,
      ...(isHexAddress(account) ? { account } : {}),
      sent: sentDetailsOf(tx),
      remember: (details: SentDetails) => {
        if (follow.isCurrent(started)) store.patchTransaction(account, chainId, hash, details)
      },
      current: (): SentDetails => {
        const now = find(account, chainId, hash) ?? tx
        const { from, nonce, call, inferred, since } = now
        return { from, nonce, call, inferred, since }
      },
      signal: follow.signal(),
    }
    // A synchronous throw from waitForReceipt is a failed attempt like any rejection.
    new Promise<ReceiptOutcome>((resolve) => resolve(waitForReceipt(args))).then((outcome) => {
      if (!follow.isCurrent(started)) return
      const verdict = verdictOf(outcome)
      // Anything but a receipt's verdict says nothing about the transaction: try again.
      if (verdict === undefined) return retry()
      follow.release(key)
      if (verdict.replaced || verdict.dropped)
        store.patchTransaction(account, chainId, tx.hash, verdict)
      else store.setTransactionStatus(account, chainId, tx.hash, verdict.status)
    }, retry)
  }

  return {
    track(account, chainId) {
      if (!account) return
      for (const tx of store.getTransactions(account, chainId)) {
        // Batches (EIP-5792) are followed by their calls id, in trackCalls.ts.
        if (tx.hash === undefined) continue
        const key = keyOf(account, chainId, tx.hash)
        if (tx.status === 'pending') {
          if (follow.claim(key)) start(account, chainId, tx.hash, 0)
        } else if (watchDropped && isWatchedDrop(tx) && follow.claim(key))
          watchDropped(account, chainId, tx.hash, 0)
      }
    },
    stop: follow.stop,
  }
}

// Follows pending EIP-5792 batches (entries added with a calls id) to their end: the wallet's
// wallet_getCallsStatus is asked every few seconds until the batch is confirmed, failed off-chain,
// reverted or partly reverted. An answer that is not a calls status for this batch on this chain
// (parseCallsStatus.ts), or that moves a settled batch, is never a verdict: the batch keeps its
// status, the error's kind is stored (shown translated) and logged, and the lookup is retried
// with a growing delay, like an unreachable wallet. Pending batches are persisted, so a reload
// resumes them. A batch sent from a Safe (the account is a Safe, the calls id a safeTxHash, as the
// Safe's wallet_sendCalls answers) follows the Safe transaction instead (../followSafe.ts):
// "n of m confirmations" while the owners sign, then the executed transaction's receipt. Calls
// the kit sends one by one (`sequence`) are left to the page sending them while its run goes;
// once it has ended, or its page went away (the calls it had not sent then never will be), they
// are followed through their transactions' receipts, as viem's fallback id of them reads.

import { encodeFallbackCallsId } from '../../../core/calls/fallbackCallsId'
import { isTransactionHash } from '../../../core/guards'
import {
  createSafeFollower,
  type ExecutedReceipt,
  SAFE_WAITING,
  type SafeTracking,
} from '../followSafe'
import { createFollowScheduler } from '../followScheduler'
import type { TransactionStore } from '../transactionStore'
import type { BatchTransaction, CallsLookupErrorKind } from '../transactionTypes'
import { advanceCalls } from './advanceCalls'
import { callsLookupErrorKind } from './callsLookupErrorKind'
import { parseCallsStatus } from './parseCallsStatus'
import { isSequenceRunGoing } from './sequenceRuns'

/** How often a pending batch's status is asked again. */
export const CALLS_POLL_INTERVAL_MS = 2_000

export type CallsTracker = {
  /** Follows every pending batch of this account and chain not already followed. */
  track(account: string, chainId: number): void
  /** Cancels timers and ignores answers still on their way; `track` may be called again. */
  stop(): void
}

function warnLookupError(error: unknown, kind: CallsLookupErrorKind) {
  console.warn(`Gatehouse: batch status not available (${kind}), retrying.`, error)
}

export function createCallsTracker(options: {
  store: TransactionStore
  /** The wallet's raw answer to wallet_getCallsStatus; rejects when it cannot be asked. */
  getCallsStatus: (args: { account: string; chainId: number; callsId: string }) => Promise<unknown>
  pollIntervalMs?: number
  retryDelayMs?: number
  setTimeout?: typeof setTimeout
  clearTimeout?: typeof clearTimeout
  logLookupError?: (error: unknown, kind: CallsLookupErrorKind) => void
  /** Follows batches sent from a Safe through the Safe; without it every batch asks the wallet. */
  safe?: { tracking: SafeTracking; waitForReceipt: ExecutedReceipt }
  /** Whether a one-by-one run is still being sent (sequenceRuns.ts). */
  isRunGoing?: (run: string) => Promise<boolean>
}): CallsTracker {
  const { store, getCallsStatus } = options
  const pollIntervalMs = options.pollIntervalMs ?? CALLS_POLL_INTERVAL_MS
  const logLookupError = options.logLookupError ?? warnLookupError
  const isRunGoing = options.isRunGoing ?? isSequenceRunGoing
  const follow = createFollowScheduler(options)
  const { later } = follow
  const keyOf = (account: string, chainId: number, callsId: string) =>
    `${account.toLowerCase()}:${chainId}:${callsId}`

  const safeFollower =
    options.safe &&
    createSafeFollower({
      store,
      follow,
      safe: options.safe.tracking,
      keyOf,
      waitForReceipt: options.safe.waitForReceipt,
    })

  const find = (account: string, chainId: number, callsId: string) =>
    store
      .getTransactions(account, chainId)
      .find((tx): tx is BatchTransaction => tx.callsId === callsId)

  /** What to ask the status of: the batch's id, or a one-by-one run's transactions. */
  const statusId = ({ callsId, sequence }: BatchTransaction, chainId: number) =>
    sequence
      ? encodeFallbackCallsId({
          chainId,
          hashes: Array.from({ length: sequence.total }, (_, i) => sequence.hashes[i]),
        })
      : callsId

  /** A run whose page went away: the calls it had not sent never will be. */
  function endRun(account: string, chainId: number, callsId: string) {
    const tx = find(account, chainId, callsId)
    if (tx?.status !== 'pending' || tx.sequence?.run === undefined) return
    const { run: _, ...sequence } = tx.sequence
    const { hashes, total, stopped } = sequence
    const interrupted =
      stopped === undefined && hashes.length < total
        ? { stopped: { index: hashes.length + 1, interrupted: true as const } }
        : {}
    const { description, calls } = tx
    store.putSequence(account, chainId, {
      callsId,
      description,
      calls,
      sequence: { ...sequence, ...interrupted },
    })
  }

  /** A run still going is its page's to record; asked again at every poll until it has ended. */
  function awaitRun(account: string, chainId: number, callsId: string, run: string) {
    const started = follow.generation()
    const again = () => later(started, pollIntervalMs, () => poll(account, chainId, callsId, 0))
    new Promise<boolean>((resolve) => resolve(isRunGoing(run))).then(
      (going) => {
        if (!follow.isCurrent(started)) return
        if (going) return again()
        endRun(account, chainId, callsId)
        poll(account, chainId, callsId, 0)
      },
      // Not known now: asked again, never taken for a run that ended.
      () => {
        if (follow.isCurrent(started)) again()
      },
    )
  }

  function poll(account: string, chainId: number, callsId: string, attempt: number) {
    const key = keyOf(account, chainId, callsId)
    const tx = find(account, chainId, callsId)
    // Cleared, or settled elsewhere (another tab) meanwhile.
    if (tx?.status !== 'pending') {
      follow.release(key)
      return
    }
    if (tx.sequence?.run !== undefined) return awaitRun(account, chainId, callsId, tx.sequence.run)
    const asked = statusId(tx, chainId)
    const started = follow.generation()
    const failed = (error: unknown) => {
      if (!follow.isCurrent(started)) return
      const kind = callsLookupErrorKind(error)
      logLookupError(error, kind)
      const current = find(account, chainId, callsId)
      if (current) store.setCalls(account, chainId, callsId, { ...current.calls, error: kind })
      later(started, follow.backoff(attempt), () => poll(account, chainId, callsId, attempt + 1))
    }
    // A synchronous throw is a failed lookup like any rejection.
    new Promise<unknown>((resolve) => resolve(getCallsStatus({ account, chainId, callsId: asked })))
      .then((body) => {
        if (!follow.isCurrent(started)) return
        const current = find(account, chainId, callsId)
        if (current?.status !== 'pending') {
          follow.release(key)
          return
        }
        const calls = advanceCalls(
          current.calls,
          parseCallsStatus(body, { callsId: asked, chainId }),
        )
        store.setCalls(account, chainId, callsId, calls)
        if (calls.status !== 'pending') {
          follow.release(key)
          return
        }
        later(started, pollIntervalMs, () => poll(account, chainId, callsId, 0))
      })
      .catch(failed)
  }

  /**
   * Decides once per batch whether it was sent from a Safe, then follows it the right way. A Safe
   * not known to be one (its gateway unreachable) is asked through its wallet, which answers too.
   */
  function start(account: string, chainId: number, callsId: string) {
    const tx = find(account, chainId, callsId)
    if (!safeFollower || !options.safe || !tx || !isTransactionHash(callsId))
      return poll(account, chainId, callsId, 0)
    if (tx.safe) return safeFollower.followSafe(account, chainId, callsId, 0)
    const started = follow.generation()
    const asked = () => {
      if (follow.isCurrent(started)) poll(account, chainId, callsId, 0)
    }
    options.safe.tracking.isSafeAccount({ account, chainId }).then((isSafe) => {
      if (!follow.isCurrent(started)) return
      if (!isSafe) return poll(account, chainId, callsId, 0)
      store.setSafeTransaction(account, chainId, callsId, SAFE_WAITING, 'pending')
      safeFollower.followSafe(account, chainId, callsId, 0)
    }, asked)
  }

  return {
    track(account, chainId) {
      if (!account) return
      for (const tx of store.getTransactions(account, chainId)) {
        if (tx.status !== 'pending' || tx.callsId === undefined) continue
        if (follow.claim(keyOf(account, chainId, tx.callsId))) start(account, chainId, tx.callsId)
      }
    },
    stop: follow.stop,
  }
}

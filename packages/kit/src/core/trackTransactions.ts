// Follows pending transactions to their receipt (§4): success → confirmed, reverted → failed.
// An unreachable RPC is not a verdict on the transaction, so a rejected wait never marks it
// failed; it stays pending and is retried with a growing delay (and again after a reload, since
// every pending transaction is persisted and `track` picks it up).
import type { TransactionStatus, TransactionStore } from './transactionStore'

export type ReceiptOutcome = 'success' | 'reverted'

export type TransactionTracker = {
  /** Waits on every pending transaction of this account and chain not already waited on. */
  track(account: string, chainId: number): void
  /** Cancels retries and ignores results still on their way; `track` may be called again. */
  stop(): void
}

export const TRACK_RETRY_DELAY_MS = 5_000
export const TRACK_MAX_RETRY_DELAY_MS = 60_000

const STATUS_FOR: Record<ReceiptOutcome, TransactionStatus> = {
  success: 'confirmed',
  reverted: 'failed',
}

export function createTransactionTracker(options: {
  store: TransactionStore
  /** Resolves once the receipt has the wanted confirmations; rejects on network or RPC errors. */
  waitForReceipt: (args: {
    hash: `0x${string}`
    chainId: number
    confirmations: number
  }) => Promise<ReceiptOutcome>
  retryDelayMs?: number
  setTimeout?: typeof setTimeout
  clearTimeout?: typeof clearTimeout
}): TransactionTracker {
  const { store, waitForReceipt, retryDelayMs = TRACK_RETRY_DELAY_MS } = options
  const schedule = options.setTimeout ?? setTimeout
  const cancel = options.clearTimeout ?? clearTimeout
  // Waits and retry timers in progress, by account, chain and hash; a key here is never doubled.
  const active = new Set<string>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  // Bumped by stop(): a result from an older generation arrives too late and is ignored.
  let generation = 0
  const keyOf = (account: string, chainId: number, hash: string) =>
    `${account.toLowerCase()}:${chainId}:${hash.toLowerCase()}`

  function wait(account: string, chainId: number, hash: `0x${string}`, attempt: number) {
    const key = keyOf(account, chainId, hash)
    const tx = store
      .getTransactions(account, chainId)
      .find((entry) => entry.hash.toLowerCase() === hash.toLowerCase())
    // Cleared, or finished elsewhere (another tab) while we waited to retry.
    if (tx?.status !== 'pending') {
      active.delete(key)
      return
    }
    const started = generation
    const retry = () => {
      if (started !== generation) return
      const delay = Math.min(retryDelayMs * 2 ** attempt, TRACK_MAX_RETRY_DELAY_MS)
      const timer = schedule(() => {
        timers.delete(timer)
        if (started === generation) wait(account, chainId, hash, attempt + 1)
      }, delay)
      timers.add(timer)
    }
    const args = { hash: tx.hash, chainId, confirmations: tx.confirmations }
    // A synchronous throw from waitForReceipt is a failed attempt like any rejection.
    new Promise<ReceiptOutcome>((resolve) => resolve(waitForReceipt(args))).then((outcome) => {
      if (started !== generation) return
      const status = Object.hasOwn(STATUS_FOR, outcome) ? STATUS_FOR[outcome] : undefined
      // Anything but a receipt's verdict says nothing about the transaction: try again.
      if (status === undefined) return retry()
      active.delete(key)
      store.setTransactionStatus(account, chainId, tx.hash, status)
    }, retry)
  }

  return {
    track(account, chainId) {
      if (!account) return
      for (const tx of store.getTransactions(account, chainId)) {
        if (tx.status !== 'pending') continue
        const key = keyOf(account, chainId, tx.hash)
        if (active.has(key)) continue
        active.add(key)
        wait(account, chainId, tx.hash, 0)
      }
    },
    stop() {
      generation += 1
      for (const timer of timers) cancel(timer)
      timers.clear()
      active.clear()
    },
  }
}

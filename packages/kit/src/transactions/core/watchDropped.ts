// A dropped transaction (§4) is not given up on while its nonce is free: a private relay may
// still land it, or the wallet rebroadcast it. It is looked at again with the trackers' growing
// delay (up to a minute) while the page is open, and again after a reload. Mined after all, back
// in the pool, or replaced by a speed-up or cancel of it: it goes back to pending and the tracker
// follows it to its verdict. Once its nonce went to another transaction it can never be mined:
// that is recorded (nonceTaken) and it is no longer looked at.
import type { FollowScheduler } from './followScheduler'
import type { TransactionStore } from './transactionStore'
import type { HashTransaction } from './transactionTypes'

/** One look's finding (actions/recheckDropped.ts). */
export type DroppedLook = 'back' | 'taken' | 'missing'

/** Whether the tracker still looks at this entry although it has a verdict. */
export const isWatchedDrop = (tx: { dropped?: true; nonceTaken?: true; status: string }) =>
  tx.dropped === true && tx.nonceTaken !== true && tx.status === 'failed'

export function createDroppedWatch(options: {
  store: TransactionStore
  follow: FollowScheduler
  keyOf: (account: string, chainId: number, hash: string) => string
  find: (account: string, chainId: number, hash: string) => HashTransaction | undefined
  recheck: (tx: HashTransaction, chainId: number) => Promise<DroppedLook>
}) {
  const { store, follow, keyOf, find, recheck } = options
  return function watch(account: string, chainId: number, hash: `0x${string}`, attempt: number) {
    const key = keyOf(account, chainId, hash)
    const tx = find(account, chainId, hash)
    // Cleared, or settled otherwise meanwhile (another tab).
    if (!tx || !isWatchedDrop(tx)) {
      follow.release(key)
      return
    }
    const started = follow.generation()
    const again = () =>
      follow.later(started, follow.backoff(attempt), () =>
        watch(account, chainId, hash, attempt + 1),
      )
    new Promise<DroppedLook>((resolve) => resolve(recheck(tx, chainId))).then((look) => {
      if (!follow.isCurrent(started)) return
      if (look === 'missing') return again()
      follow.release(key)
      // Back: pending again, so the tracker (subscribed to the store) follows it to its verdict.
      const patch =
        look === 'back'
          ? { status: 'pending' as const, dropped: undefined }
          : { nonceTaken: true as const }
      store.patchTransaction(account, chainId, hash, patch)
    }, again)
  }
}

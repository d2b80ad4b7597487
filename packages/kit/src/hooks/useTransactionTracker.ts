import { useEffect, useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import type { TransactionTracker } from '../core/trackTransactions'
import type { TransactionStore } from '../core/transactionStore'

const hasPending = (store: TransactionStore, address: string, chainId: number) =>
  store.getTransactions(address, chainId).some((tx) => tx.status === 'pending')

/**
 * Follows the connected account's pending transactions on the current chain to their receipts.
 * The tracker and receipt code load only once there is something pending.
 */
export function useTransactionTracker(store: TransactionStore): void {
  const config = useConfig()
  const { address, chainId } = useConnection()
  const [tracker, setTracker] = useState<TransactionTracker>()

  useEffect(() => {
    if (tracker || !address || chainId === undefined) return
    let cancelled = false
    const load = async () => {
      if (!hasPending(store, address, chainId)) return
      const { createTransactionTracker } = await import('../core/trackTransactions')
      if (cancelled) return
      setTracker(
        createTransactionTracker({
          store,
          waitForReceipt: async (args) => {
            const { waitForReceipt } = await import('../actions/waitForReceipt')
            return waitForReceipt(config, args)
          },
        }),
      )
    }
    void load()
    const unsubscribe = store.subscribe(() => void load())
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [tracker, store, config, address, chainId])

  useEffect(() => (tracker ? () => tracker.stop() : undefined), [tracker])
  useEffect(() => {
    if (!tracker || !address || chainId === undefined) return
    tracker.track(address, chainId)
    // New transactions (this tab or another) join the tracking as they arrive.
    return store.subscribe(() => tracker.track(address, chainId))
  }, [tracker, store, address, chainId])
}

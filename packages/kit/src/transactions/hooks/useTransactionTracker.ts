import { useEffect, useRef, useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { loadSafeTracking, type SafeSource } from '../../safe/facade'
import type { TransactionTracker } from '../core/trackTransactions'
import type { TransactionStore } from '../core/transactionStore'
import { isWatchedDrop } from '../core/watchDropped'

/** Something to follow: a pending entry, or a dropped one that may yet be mined. */
const hasPending = (store: TransactionStore, address: string, chainId: number) =>
  store.getTransactions(address, chainId).some((tx) => tx.status === 'pending' || isWatchedDrop(tx))

export type TransactionTrackerOptions = {
  /**
   * The Safe Client Gateway, for Safes connected from outside a Safe host (e.g. WalletConnect).
   * Unset: such accounts' transactions wait for a receipt like any other.
   */
  safeGatewayUrl?: string
}

/**
 * Follows the connected account's pending transactions on the current chain to their receipts
 * (batches to their wallet's final calls status);
 * a Safe's transactions through the Safe host's SDK inside a frame, else the gateway. The
 * tracker, receipt and Safe code load only once there is something pending.
 */
export function useTransactionTracker(
  store: TransactionStore,
  options: TransactionTrackerOptions = {},
): void {
  const config = useConfig()
  const { address, chainId, connector } = useConnection()
  const [tracker, setTracker] = useState<TransactionTracker>()
  // Read at call time: the tracker outlives a change of connector or configuration.
  const latest = useRef<SafeSource>({ connector, gatewayUrl: options.safeGatewayUrl })
  latest.current = { connector, gatewayUrl: options.safeGatewayUrl }

  useEffect(() => {
    if (tracker || !address || chainId === undefined) return
    let cancelled = false
    const load = async () => {
      if (!hasPending(store, address, chainId)) return
      const [{ createTransactionTracker }, { createCallsTracker }, createSafeTracking] =
        await Promise.all([
          import('../core/trackTransactions'),
          import('../core/calls/trackCalls'),
          loadSafeTracking(),
        ])
      if (cancelled) return
      const safe = createSafeTracking(() => latest.current)
      const waitForReceipt: Parameters<typeof createTransactionTracker>[0]['waitForReceipt'] =
        async (args) => {
          const { waitForReceipt } = await import('../actions/waitForReceipt')
          return waitForReceipt(config, args)
        }
      const byHash = createTransactionTracker({
        store,
        safe,
        waitForReceipt,
        readSent: async (args) => {
          const { readSentTransaction } = await import('../actions/readSentTransaction')
          return readSentTransaction(config, args)
        },
        recheckDropped: async (args) => {
          const { recheckDropped } = await import('../actions/recheckDropped')
          return recheckDropped(config, args)
        },
      })
      // EIP-5792 batches: followed by their calls id through the wallet (a Safe's through the Safe).
      const byCallsId = createCallsTracker({
        store,
        safe: { tracking: safe, waitForReceipt },
        getCallsStatus: async (args) => {
          const { readCallsStatus } = await import('../actions/readCallsStatus')
          return readCallsStatus(config, args)
        },
      })
      setTracker({
        track(account, chain) {
          byHash.track(account, chain)
          byCallsId.track(account, chain)
        },
        stop() {
          byHash.stop()
          byCallsId.stop()
        },
      })
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

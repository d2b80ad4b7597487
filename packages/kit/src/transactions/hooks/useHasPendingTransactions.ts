import { useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { useSettings } from '../../context/SettingsContext'
import { useStores } from '../../context/StoresContext'

/**
 * Whether the connected account has a pending transaction on the current chain (RainbowKit's
 * `hasPendingTransactions`); false when the app hides Recent Transactions, as in RainbowKit. Reads
 * the same store as useRecentTransactions, without that module's validation code, which would
 * bring the transaction errors into the first render.
 */
export function useHasPendingTransactions(): boolean {
  const { transactions } = useStores()
  const { showRecentTransactions } = useSettings()
  const { address, chainId } = useConnection()
  const pending = useSyncExternalStore(
    transactions.subscribe,
    () =>
      address !== undefined &&
      chainId !== undefined &&
      transactions.getTransactions(address, chainId).some((t) => t.status === 'pending'),
    () => false,
  )
  return showRecentTransactions && pending
}

import { createContext, useContext } from 'react'
import type { RecentWalletsStore } from '../core/createRecentWalletsStore'
import { GatehouseProviderNotFoundError } from '../errors/context'
import type { TransactionStore } from '../transactions/facade'

/**
 * The kit's two stores, made once per provider: the value never changes, so reading a store
 * re-renders nothing (its own subscription does, through useSyncExternalStore).
 */
export type StoresContextValue = {
  recentWallets: RecentWalletsStore
  transactions: TransactionStore
}

export const StoresContext = createContext<StoresContextValue | null>(null)

export function useStores(): StoresContextValue {
  const value = useContext(StoresContext)
  if (!value) throw new GatehouseProviderNotFoundError()
  return value
}

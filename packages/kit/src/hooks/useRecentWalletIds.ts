import { useSyncExternalStore } from 'react'
import { useGatehouse } from '../context/GatehouseContext'

const NONE: readonly string[] = []

export function useRecentWalletIds(): readonly string[] {
  const { recentWallets } = useGatehouse()
  return useSyncExternalStore(recentWallets.subscribe, recentWallets.getSnapshot, () => NONE)
}

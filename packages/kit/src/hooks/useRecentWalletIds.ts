import { useSyncExternalStore } from 'react'
import { useStores } from '../context/StoresContext'

const NONE: readonly string[] = []

export function useRecentWalletIds(): readonly string[] {
  const { recentWallets } = useStores()
  return useSyncExternalStore(recentWallets.subscribe, recentWallets.getSnapshot, () => NONE)
}

import { createStorage, noopStorage, type Storage as WagmiStorage } from 'wagmi'
import type { TransactionStorage } from '../transactions/facade'

// Browser storage for the kit, created lazily in the browser: nothing touches window at import
// or on the server, and a blocked localStorage (privacy modes) degrades to memory.

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

/** wagmi Storage for the recent-wallet list. */
export function recentWalletsStorage(): WagmiStorage {
  return createStorage({ key: 'gatehouse', storage: localStorageOrUndefined() ?? noopStorage })
}

/** Synchronous storage for the transaction store (it handles throwing writes itself). */
export function transactionStorage(): TransactionStorage | undefined {
  return localStorageOrUndefined()
}

import { createRecentWallets, type RecentWalletsStorage } from './recentWallets'

/** A vanilla store over the persisted recent-wallet list, for useSyncExternalStore. */
export type RecentWalletsStore = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => readonly string[]
  add: (walletId: string) => Promise<void>
}

const EMPTY: readonly string[] = []

export function createRecentWalletsStore(storage: RecentWalletsStorage): RecentWalletsStore {
  const recent = createRecentWallets(storage)
  const listeners = new Set<() => void>()
  let snapshot = EMPTY
  const publish = (ids: readonly string[]) => {
    snapshot = ids
    for (const listener of listeners) listener()
  }
  let loaded: Promise<void> | undefined
  const load = () => {
    loaded ??= recent.get().then(publish)
    return loaded
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      void load()
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    async add(walletId) {
      await load()
      await recent.add(walletId)
      publish(await recent.get())
    },
  }
}

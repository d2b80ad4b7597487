// The recently used wallets (§3 "Recent wallets list: stored locally"; §9 shows up to 3). Pure:
// storage comes in from outside, shaped like wagmi's `Storage` (`createStorage({ key:
// 'gatehouse' })`), whose getItem already parses JSON and may answer with a Promise. Whatever
// the storage holds or does, reading never throws (ARCHITECTURE §6.4).

export const RECENT_WALLETS_STORAGE_KEY = 'recentWalletIds'
type Key = typeof RECENT_WALLETS_STORAGE_KEY

/**
 * The subset of wagmi's `Storage` used here. Typed on the one key it touches, so both
 * `createStorage(…)` and `createStorage<{ recentWalletIds: string[] }>(…)` fit.
 */
export type RecentWalletsStorage = {
  getItem(key: Key): unknown
  setItem(key: Key, value: string[]): unknown
  removeItem(key: Key): unknown
}

export type RecentWallets = {
  /** Most recent first, valid and unique ids only; never rejects. */
  get(): Promise<string[]>
  /** Moves `walletId` to the front; never rejects (a failed write is kept in memory). */
  add(walletId: string): Promise<void>
}

/** More are kept than the 3 shown, so a hidden or uninstalled wallet does not empty the list. */
export const MAX_RECENT_WALLETS_STORED = 10

// Wallet ids and EIP-6963 rdns ids: 'metaMask', 'walletConnect', 'io.metamask', …
const WALLET_ID = /^[A-Za-z0-9][\w.:-]{0,127}$/

export function isWalletId(value: unknown): value is string {
  return typeof value === 'string' && WALLET_ID.test(value)
}

/** Whatever was stored, as a clean list: corrupt entries are dropped one by one. */
export function parseRecentWalletIds(stored: unknown): string[] {
  let value = stored
  // A raw (unparsed) storage hands back the JSON text.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const ids: string[] = []
  for (const entry of value) {
    if (isWalletId(entry) && !ids.includes(entry)) ids.push(entry)
    if (ids.length === MAX_RECENT_WALLETS_STORED) break
  }
  return ids
}

export function createRecentWallets(storage: RecentWalletsStorage): RecentWallets {
  // The last list written. After a failed write (quota, private mode) it is newer than the
  // storage, so it wins until a write succeeds again.
  let memory: string[] = []
  let writeFailed = false
  // adds run one after another, so two quick connects cannot overwrite each other
  let pending: Promise<void> = Promise.resolve()

  async function get(): Promise<string[]> {
    if (writeFailed) return [...memory]
    try {
      memory = parseRecentWalletIds(await storage.getItem(RECENT_WALLETS_STORAGE_KEY))
    } catch {
      // unreadable or not JSON: keep what this page knows
    }
    return [...memory]
  }

  async function write(walletId: string): Promise<void> {
    if (!isWalletId(walletId)) return
    const current = await get()
    memory = [walletId, ...current.filter((id) => id !== walletId)].slice(
      0,
      MAX_RECENT_WALLETS_STORED,
    )
    try {
      await storage.setItem(RECENT_WALLETS_STORAGE_KEY, [...memory])
      writeFailed = false
    } catch {
      writeFailed = true
    }
  }

  return {
    get,
    add(walletId) {
      pending = pending.then(() => write(walletId))
      return pending
    },
  }
}

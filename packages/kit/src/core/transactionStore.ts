// Recent transactions (§3, §4, §5, §9): a vanilla store keyed by account and chain, for
// useSyncExternalStore. Storage is injected and untrusted: whatever it holds or does, reading
// never throws (ARCHITECTURE §6.4) and a refused write leaves the store working in memory.
import { MAX_FINISHED_TRANSACTIONS } from './constants'
import {
  InvalidTransactionConfirmationsError,
  InvalidTransactionDescriptionError,
  InvalidTransactionHashError,
  NoAddressOrChainIdError,
} from './errors'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'
export type Transaction = {
  hash: `0x${string}`
  description: string
  confirmations: number
  status: TransactionStatus
}
/** What callers pass in; validated by `addTransaction`. */
export type NewTransaction = { hash: string; description: string; confirmations?: number }
/** Synchronous and localStorage-shaped; may throw (quota, storage blocked). */
export type TransactionStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}
export type TransactionStore = {
  /** Newest first; the same array until that account and chain change (useSyncExternalStore). */
  getTransactions(account: string, chainId: number): readonly Transaction[]
  /** Throws the §8 validation errors. A hash added again replaces the earlier entry. */
  addTransaction(account: string, chainId: number, tx: NewTransaction): void
  setTransactionStatus(
    account: string,
    chainId: number,
    hash: string,
    status: TransactionStatus,
  ): void
  clearTransactions(account: string | undefined, chainId: number | undefined): void
  subscribe(listener: () => void): () => void
  /** Call from a window 'storage' event (another tab wrote); a null key means storage was cleared. */
  onStorageEvent(key: string | null): void
}

export const TRANSACTIONS_STORAGE_KEY = 'gatehouse.transactions'

const HASH = /^0x[0-9a-fA-F]{64}$/
const STATUSES: readonly unknown[] = [
  'pending',
  'confirmed',
  'failed',
] satisfies TransactionStatus[]
const EMPTY: readonly Transaction[] = Object.freeze([])

type State = ReadonlyMap<string, readonly Transaction[]>

const isHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && HASH.test(value)
const isConfirmations = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Addresses differ only in checksum casing, so one account is one key; chain ids are decimal.
const pairKey = (account: string, chainId: number) => `${account.toLowerCase()}:${chainId}`
const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Validates in the catalogue's order, so the first broken field names the error. */
export function validateNewTransaction(input: NewTransaction): Transaction {
  const {
    hash,
    description,
    confirmations = 1,
  } = (isRecord(input) ? input : {}) as Partial<Record<keyof NewTransaction, unknown>>
  if (!isHash(hash)) throw new InvalidTransactionHashError()
  if (typeof description !== 'string') throw new InvalidTransactionDescriptionError()
  if (!isConfirmations(confirmations)) throw new InvalidTransactionConfirmationsError()
  return { hash, description, confirmations, status: 'pending' }
}

function parseTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value)) return undefined
  const { hash, description, confirmations, status } = value
  if (!isHash(hash) || typeof description !== 'string' || !isConfirmations(confirmations)) return
  if (!STATUSES.includes(status)) return
  return { hash, description, confirmations, status: status as TransactionStatus }
}

/** Every pending one, and the newest finished ones up to §9's limit; order is kept. */
function capFinished(transactions: readonly Transaction[]): readonly Transaction[] {
  let finished = 0
  return transactions.filter((tx) => {
    if (tx.status === 'pending') return true
    finished += 1
    return finished <= MAX_FINISHED_TRANSACTIONS
  })
}

/** Whatever the storage held, as clean state: broken entries are dropped one by one. */
export function parseStoredTransactions(raw: string | null): State {
  const state = new Map<string, readonly Transaction[]>()
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return state
  }
  if (!isRecord(stored)) return state
  for (const [account, chains] of Object.entries(stored)) {
    if (account === '' || !isRecord(chains)) continue
    for (const [chain, list] of Object.entries(chains)) {
      const chainId = Number(chain)
      if (!isChainId(chainId) || String(chainId) !== chain || !Array.isArray(list)) continue
      const key = pairKey(account, chainId)
      // Two spellings of one address merge; the first copy of a hash (the newest) wins.
      const merged = [...(state.get(key) ?? [])]
      for (const entry of list) {
        const tx = parseTransaction(entry)
        if (tx && !merged.some((other) => sameHash(other.hash, tx.hash))) merged.push(tx)
      }
      if (merged.length > 0) state.set(key, capFinished(merged))
    }
  }
  return state
}

function serialize(state: State): string {
  const stored: Record<string, Record<string, readonly Transaction[]>> = {}
  for (const [key, transactions] of state) {
    // The chain id is last; split there in case an account string holds a colon.
    const at = key.lastIndexOf(':')
    const account = key.slice(0, at)
    const chainId = key.slice(at + 1)
    stored[account] = { ...stored[account], [chainId]: transactions }
  }
  return JSON.stringify(stored)
}

const sameTransactions = (a: readonly Transaction[], b: readonly Transaction[]) =>
  a.length === b.length &&
  a.every((tx, i) => {
    const other = b[i]
    return (
      other !== undefined &&
      tx.hash === other.hash &&
      tx.description === other.description &&
      tx.confirmations === other.confirmations &&
      tx.status === other.status
    )
  })

/** `next`, reusing the arrays of `previous` whose content did not change (stable snapshots). */
function reconcile(previous: State, next: State): { state: State; changed: boolean } {
  let changed = previous.size !== next.size
  const state = new Map<string, readonly Transaction[]>()
  for (const [key, transactions] of next) {
    const before = previous.get(key)
    const same = before !== undefined && sameTransactions(before, transactions)
    if (!same) changed = true
    state.set(key, same ? before : transactions)
  }
  return { state: changed ? state : previous, changed }
}

export function createTransactionStore(options: {
  storage: TransactionStorage | undefined
  storageKey?: string
}): TransactionStore {
  const { storage, storageKey = TRANSACTIONS_STORAGE_KEY } = options
  const listeners = new Set<() => void>()
  let state: State = new Map()
  let loaded = false
  // After a refused write the memory is newer than the storage, so it must not be re-read over.
  let writeFailed = false

  /** Re-reads storage into state; false when nothing changed or storage could not be read. */
  function load(): boolean {
    loaded = true
    if (!storage) return false
    let raw: string | null
    try {
      raw = storage.getItem(storageKey)
    } catch {
      return false // blocked storage: keep what this page knows
    }
    const next = reconcile(state, parseStoredTransactions(raw))
    state = next.state
    return next.changed
  }

  function notify() {
    for (const listener of listeners) listener()
  }

  /** Applies a change to one account and chain, persists it and notifies; no-op if unchanged. */
  function update(
    key: string,
    change: (current: readonly Transaction[]) => readonly Transaction[],
  ) {
    // Re-read first so a write from another tab whose event has not arrived yet is not lost.
    const reread = writeFailed ? false : load()
    const current = state.get(key) ?? EMPTY
    const next = capFinished(change(current))
    if (sameTransactions(current, next)) {
      if (reread) notify()
      return
    }
    const copy = new Map(state)
    if (next.length === 0) copy.delete(key)
    else copy.set(key, next)
    state = copy
    try {
      storage?.setItem(storageKey, serialize(state))
      writeFailed = false
    } catch {
      writeFailed = true // quota or private mode: keep working in memory
    }
    notify()
  }

  return {
    getTransactions(account, chainId) {
      if (!loaded) load()
      return state.get(pairKey(account, chainId)) ?? EMPTY
    },
    addTransaction(account, chainId, input) {
      if (!account || !isChainId(chainId)) throw new NoAddressOrChainIdError()
      const tx = validateNewTransaction(input)
      update(pairKey(account, chainId), (current) => [
        tx,
        ...current.filter((other) => !sameHash(other.hash, tx.hash)),
      ])
    },
    setTransactionStatus(account, chainId, hash, status) {
      update(pairKey(account, chainId), (current) =>
        current.map((tx) => (sameHash(tx.hash, hash) ? { ...tx, status } : tx)),
      )
    },
    clearTransactions(account, chainId) {
      if (!account || chainId === undefined || !isChainId(chainId)) {
        throw new NoAddressOrChainIdError()
      }
      update(pairKey(account, chainId), () => EMPTY)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    onStorageEvent(key) {
      if (key !== null && key !== storageKey) return
      // The other tab's write succeeded, so storage is now the shared truth.
      writeFailed = false
      if (load()) notify()
    },
  }
}

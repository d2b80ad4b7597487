// Recent transactions (§3, §4, §5, §9): a vanilla store keyed by account and chain, for
// useSyncExternalStore. Storage is injected and untrusted: whatever it holds or does, reading
// never throws (ARCHITECTURE §6.4) and a refused write leaves the store working in memory.

import { NoAddressOrChainIdError } from '../errors/transaction'
import { callsOfSafe, transactionStatusOfCalls } from './calls/callsVocabulary'
import {
  capFinished,
  EMPTY,
  entryIdOf,
  isChainId,
  isEntry,
  pairKey,
  parseStoredTransactions,
  type State,
  sameHash,
  sameTransaction,
  serialize,
} from './storedTransactions'
import type {
  CallsInfo,
  CallsSequence,
  HashTransaction,
  NewTransaction,
  SafeTransactionInfo,
  Transaction,
  TransactionStatus,
} from './transactionTypes'
import { validateNewTransaction } from './validateNewTransaction'

export type { NewTransaction, SafeTransactionInfo, Transaction, TransactionStatus }

/** What the tracker learns about a transaction followed by hash (undefined removes a field). */
export type HashTransactionPatch = Partial<
  Pick<
    HashTransaction,
    | 'from'
    | 'nonce'
    | 'call'
    | 'inferred'
    | 'since'
    | 'replaced'
    | 'dropped'
    | 'nonceTaken'
    | 'status'
  >
>
export { parseStoredTransactions, validateNewTransaction }

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
  /**
   * A Safe transaction's progress (and the status it implies); undefined removes it. `id` is the
   * safeTxHash: an entry's hash, or a batch's calls id (its calls then follow, callsOfSafe).
   */
  setSafeTransaction(
    account: string,
    chainId: number,
    id: string,
    safe: SafeTransactionInfo | undefined,
    status: TransactionStatus,
  ): void
  /**
   * A batch's progress as its wallet reported it; the entry's status follows. A settled batch
   * keeps its verdict: a change of verdict is ignored.
   */
  setCalls(account: string, chainId: number, callsId: string, calls: CallsInfo): void
  /**
   * The kit's own one-by-one run of calls (not the public API's): added to the front, or updated,
   * with its calls; the entry's status follows them.
   */
  putSequence(
    account: string,
    chainId: number,
    entry: { callsId: string; description: string; sequence: CallsSequence; calls: CallsInfo },
  ): void
  /**
   * Sender, nonce and call once seen, a replacement once mined or the drop once known (with the
   * status it implies).
   */
  patchTransaction(
    account: string,
    chainId: number,
    hash: string,
    patch: HashTransactionPatch,
  ): void
  clearTransactions(account: string | undefined, chainId: number | undefined): void
  subscribe(listener: () => void): () => void
  /** Call from a window 'storage' event (another tab wrote); a null key means storage was cleared. */
  onStorageEvent(key: string | null): void
}

export const TRANSACTIONS_STORAGE_KEY = 'gatehouse.transactions'

const sameTransactions = (a: readonly Transaction[], b: readonly Transaction[]) =>
  a.length === b.length &&
  a.every((tx, i) => {
    const other = b[i]
    return other !== undefined && sameTransaction(tx, other)
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
        ...current.filter((other) => !isEntry(other, entryIdOf(tx))),
      ])
    },
    setTransactionStatus(account, chainId, hash, status) {
      update(pairKey(account, chainId), (current) =>
        current.map((tx) => (isEntry(tx, { hash }) ? { ...tx, status } : tx)),
      )
    },
    setSafeTransaction(account, chainId, id, safe, status) {
      update(pairKey(account, chainId), (current) =>
        current.map((tx) => {
          if (tx.callsId !== undefined) {
            if (tx.callsId !== id || !safe) return tx
            return { ...tx, status, safe, calls: callsOfSafe(safe, status) }
          }
          if (!sameHash(tx.hash, id)) return tx
          const { safe: _previous, ...rest } = tx
          return safe ? { ...rest, status, safe } : { ...rest, status }
        }),
      )
    },
    setCalls(account, chainId, callsId, calls) {
      update(pairKey(account, chainId), (current) =>
        current.map((tx) => {
          if (tx.callsId === undefined || tx.callsId !== callsId) return tx
          if (tx.calls.status !== 'pending' && tx.calls.status !== calls.status) return tx
          return { ...tx, status: transactionStatusOfCalls(calls.status), calls }
        }),
      )
    },
    putSequence(account, chainId, { callsId, description, sequence, calls }) {
      if (!account || !isChainId(chainId)) throw new NoAddressOrChainIdError()
      const status = transactionStatusOfCalls(calls.status)
      update(pairKey(account, chainId), (current) => {
        const existing = current.find((tx) => tx.callsId === callsId)
        if (!existing)
          return [{ callsId, description, confirmations: 1, status, calls, sequence }, ...current]
        // A settled run keeps its verdict.
        if (existing.status !== 'pending') return current
        return current.map((tx) =>
          tx === existing && tx.callsId !== undefined ? { ...tx, status, calls, sequence } : tx,
        )
      })
    },
    patchTransaction(account, chainId, hash, patch) {
      update(pairKey(account, chainId), (current) =>
        current.map((tx) =>
          tx.hash !== undefined && sameHash(tx.hash, hash) ? { ...tx, ...patch } : tx,
        ),
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

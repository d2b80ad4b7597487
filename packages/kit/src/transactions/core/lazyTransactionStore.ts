// The provider's recent-transaction store while its code is not needed yet (#18): the store, its
// stored form, validation and their errors stay out of the first render and load when an account
// is connected, when the account modal preloads, or at the first call that needs them. Until
// then this stands in for the store: it reads as empty (nothing is shown before an account is
// connected) and keeps every change, in order, for the real store, which reads storage when it
// is created, so a transaction stored by an earlier visit is there once the code has loaded.

import type { Transaction, TransactionStore } from './transactionStore'

/** How the real store's code is reached: synchronously once it has arrived, and by loading it. */
export type TransactionStoreCode = {
  /** The real store's factory once its code has loaded, else undefined. */
  loaded(): (() => TransactionStore) | undefined
  /** Loads the code once (later calls share the request); a failed load may be retried. */
  load(): Promise<unknown>
}

export type LazyTransactionStore = TransactionStore & {
  /** Loads the store's code; resolves once this store reads and writes the real one. */
  load(): Promise<void>
}

const NONE: readonly Transaction[] = Object.freeze([])

export function createLazyTransactionStore(code: TransactionStoreCode): LazyTransactionStore {
  let store: TransactionStore | undefined
  const listeners = new Set<() => void>()
  const waiting: Array<(store: TransactionStore) => void> = []

  function notify() {
    for (const listener of listeners) listener()
  }

  /** The real store, created the first time it is needed after its code has arrived. */
  function current(): TransactionStore | undefined {
    if (store) return store
    const create = code.loaded()
    if (!create) return undefined
    const created = create()
    store = created
    for (const call of waiting.splice(0)) {
      try {
        call(created)
      } catch (error) {
        // Only unchecked internal calls can throw here (useAddRecentTransaction validates before
        // it calls); one such error must not drop the calls queued after it.
        queueMicrotask(() => {
          throw error
        })
      }
    }
    // Subscribed after the replay, and told later: this may run inside a render (a snapshot
    // read), where a listener must not be called.
    created.subscribe(notify)
    queueMicrotask(notify)
    return created
  }

  function load(): Promise<void> {
    return code.load().then(() => {
      current()
    })
  }

  /** Runs `call` on the real store now, or as soon as its code has loaded. */
  function run(call: (store: TransactionStore) => void) {
    const ready = current()
    if (ready) return call(ready)
    waiting.push(call)
    // A failed request leaves the calls waiting for the next load (the next call, or a connection).
    load().catch(() => {})
  }

  return {
    load,
    getTransactions: (account, chainId) => current()?.getTransactions(account, chainId) ?? NONE,
    addTransaction: (account, chainId, tx) => run((s) => s.addTransaction(account, chainId, tx)),
    setTransactionStatus: (account, chainId, hash, status) =>
      run((s) => s.setTransactionStatus(account, chainId, hash, status)),
    setSafeTransaction: (account, chainId, hash, safe, status) =>
      run((s) => s.setSafeTransaction(account, chainId, hash, safe, status)),
    setCalls: (account, chainId, callsId, calls) =>
      run((s) => s.setCalls(account, chainId, callsId, calls)),
    putSequence: (account, chainId, entry) => run((s) => s.putSequence(account, chainId, entry)),
    patchTransaction: (account, chainId, hash, patch) =>
      run((s) => s.patchTransaction(account, chainId, hash, patch)),
    clearTransactions: (account, chainId) => run((s) => s.clearTransactions(account, chainId)),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    // Before the store exists there is nothing to refresh: it reads storage when created.
    onStorageEvent: (key) => store?.onStorageEvent(key),
  }
}

// Covers the stand-in for the recent-transaction store while its code loads lazily (#18): empty
// before, every change made meanwhile applied in order once the code is there, a transaction
// stored by an earlier visit read then (broken entries still dropped one by one), subscribers told
// after the replay (never during it), and a failed load retried without losing calls. The real
// store's own rules are in transactionStore.test.ts; the provider's use in
// hooks/useRecentTransactions.test.tsx and e2e/account.spec.ts.
import { describe, expect, test, vi } from 'vitest'
import { createLazyTransactionStore, type TransactionStoreCode } from './lazyTransactionStore'
import {
  createTransactionStore,
  TRANSACTIONS_STORAGE_KEY,
  type TransactionStorage,
  type TransactionStore,
} from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 1
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

const memoryStorage = (initial?: string): TransactionStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>()
  if (initial !== undefined) items.set(TRANSACTIONS_STORAGE_KEY, initial)
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

/** Code that arrives when `arrive()` is called (or fails with `fail()`), like a lazy chunk. */
function deferredCode(storage: TransactionStorage) {
  let create: (() => TransactionStore) | undefined
  let settle: { arrive: () => void; fail: (error: Error) => void } | undefined
  let request: Promise<unknown> | undefined
  const code: TransactionStoreCode = {
    loaded: () => create,
    load: vi.fn(() => {
      request ??= new Promise<void>((resolve, reject) => {
        settle = {
          arrive: () => {
            create = () => createTransactionStore({ storage })
            resolve()
          },
          fail: (error) => {
            request = undefined
            reject(error)
          },
        }
      })
      return request
    }),
  }
  return {
    code,
    arrive: async () => {
      settle?.arrive()
      await flush()
    },
    fail: async () => {
      settle?.fail(new Error('chunk failed'))
      await flush()
    },
  }
}

// Waits for everything the code's arrival (or failure) sets off, deterministically: that is only
// promise callbacks and queueMicrotask (the store's replay and its notify), no I/O and no timer,
// and every microtask has run before a timer fires.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('before the code has loaded', () => {
  test('behavior: reads as empty and loads nothing by itself', () => {
    const { code } = deferredCode(memoryStorage())
    const store = createLazyTransactionStore(code)
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])
    store.subscribe(() => {})
    store.onStorageEvent(TRANSACTIONS_STORAGE_KEY)
    expect(code.load).not.toHaveBeenCalled()
  })

  test('behavior: a transaction added meanwhile is kept, stored and shown once loaded', async () => {
    const storage = memoryStorage()
    const { code, arrive } = deferredCode(storage)
    const store = createLazyTransactionStore(code)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'first' })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(2), description: 'second' })
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'confirmed')
    expect(code.load).toHaveBeenCalled()
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])

    await arrive()
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([
      { hash: hashOf(2), description: 'second', confirmations: 1, status: 'pending' },
      { hash: hashOf(1), description: 'first', confirmations: 1, status: 'confirmed' },
    ])
    expect(storage.items.get(TRANSACTIONS_STORAGE_KEY)).toContain(hashOf(1))
  })
})

describe('once the code has loaded', () => {
  test('behavior: an earlier visit’s transactions are read, broken entries dropped one by one', async () => {
    const storage = memoryStorage(
      JSON.stringify({
        [ACCOUNT.toLowerCase()]: {
          [CHAIN]: [
            { hash: hashOf(1), description: 'kept', confirmations: 1, status: 'pending' },
            { hash: 'not a hash', description: 'broken', confirmations: 1, status: 'pending' },
            { hash: hashOf(3), description: 'kept too', confirmations: 2, status: 'failed' },
          ],
        },
      }),
    )
    const { code, arrive } = deferredCode(storage)
    const store = createLazyTransactionStore(code)
    const loaded = store.load()
    await arrive()
    await loaded
    expect(store.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.description)).toEqual([
      'kept',
      'kept too',
    ])
  })

  test('behavior: subscribers hear of the arrival and of later changes, not during the replay', async () => {
    const { code, arrive } = deferredCode(memoryStorage())
    const store = createLazyTransactionStore(code)
    const heard: number[] = []
    store.subscribe(() => heard.push(store.getTransactions(ACCOUNT, CHAIN).length))
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'first' })
    await arrive()
    expect(heard).toEqual([1])

    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(2), description: 'second' })
    expect(heard).toEqual([1, 2])
    store.clearTransactions(ACCOUNT, CHAIN)
    expect(heard).toEqual([1, 2, 0])
  })

  test('behavior: calls go straight to the store, and its errors reach the caller', async () => {
    const { code, arrive } = deferredCode(memoryStorage())
    const store = createLazyTransactionStore(code)
    void store.load()
    await arrive()
    expect(() =>
      store.addTransaction(ACCOUNT, CHAIN, { hash: '0x12', description: 'bad' }),
    ).toThrowError(expect.objectContaining({ name: 'InvalidTransactionHashError' }))
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'now' })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(1)
  })

  test('behavior: another store on the page creates its own from the shared code on first read', async () => {
    const storage = memoryStorage()
    const { code, arrive } = deferredCode(storage)
    const first = createLazyTransactionStore(code)
    first.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'first' })
    await arrive()
    // This one never loaded anything itself: the code is there, and so is the stored transaction.
    const second = createLazyTransactionStore(code)
    expect(second.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.description)).toEqual(['first'])
  })
})

describe('a failed load', () => {
  test('behavior: keeps the calls waiting, and the next load applies them', async () => {
    const { code, arrive, fail } = deferredCode(memoryStorage())
    const store = createLazyTransactionStore(code)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'waits' })
    await fail()
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])

    const retried = store.load()
    await arrive()
    await retried
    expect(store.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.description)).toEqual(['waits'])
  })
})

// Covers the recent-transaction store (§3, §5, §8, §9): validation messages, the 10-plus-pending
// cap, ordering and replacement, stable snapshots, corrupted and full storage, and changes made
// by another tab. Storage is an in-memory fake shaped like localStorage; no React, no DOM.
import { describe, expect, test, vi } from 'vitest'
import { MAX_FINISHED_TRANSACTIONS } from '../../core/constants'
import {
  createTransactionStore,
  parseStoredTransactions,
  TRANSACTIONS_STORAGE_KEY,
  type Transaction,
  type TransactionStorage,
} from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 1
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

/** A localStorage stand-in that two stores (two tabs) can share. */
const memoryStorage = (initial?: string) => {
  const items = new Map<string, string>()
  if (initial !== undefined) items.set(TRANSACTIONS_STORAGE_KEY, initial)
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage & { items: Map<string, string> }
}

const stored = (chains: Record<string, unknown>, account = ACCOUNT.toLowerCase()) =>
  JSON.stringify({ [account]: chains })

const pending = (n: number): Transaction => ({
  hash: hashOf(n),
  description: `tx ${n}`,
  confirmations: 1,
  status: 'pending',
})

describe('validation', () => {
  const store = createTransactionStore({ storage: undefined })
  const add = (tx: unknown) => () =>
    store.addTransaction(ACCOUNT, CHAIN, tx as Parameters<typeof store.addTransaction>[2])

  test.each([
    ['too short', '0x1234'],
    ['no 0x', '1'.repeat(64)],
    ['not hex', `0x${'g'.repeat(64)}`],
    ['too long', `0x${'a'.repeat(65)}`],
    ['not a string', 42],
  ])('error: invalid hash (%s)', (_, hash) => {
    expect(add({ hash, description: 'Send' })).toThrowError(
      expect.objectContaining({
        name: 'InvalidTransactionHashError',
        message: 'Invalid transaction hash',
      }),
    )
  })

  test.each([undefined, null, 3, {}])('error: description %s is not a string', (description) => {
    expect(add({ hash: hashOf(1), description })).toThrowError(
      expect.objectContaining({
        name: 'InvalidTransactionDescriptionError',
        message: 'Transaction must have a description',
      }),
    )
  })

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null])(
    'error: confirmations %s is not a positive integer',
    (confirmations) => {
      expect(add({ hash: hashOf(1), description: 'Send', confirmations })).toThrowError(
        expect.objectContaining({
          name: 'InvalidTransactionConfirmationsError',
          message: 'Transaction confirmations must be a positiver integer',
        }),
      )
    },
  )

  test('error: adding without an address or chain id', () => {
    expect(() => store.addTransaction('', CHAIN, pending(1))).toThrowError(
      'No address or chain ID found',
    )
    expect(() => store.addTransaction(ACCOUNT, 0, pending(1))).toThrowError(
      expect.objectContaining({ name: 'NoAddressOrChainIdError' }),
    )
  })

  test('error: clearing without an address or chain id', () => {
    for (const [account, chainId] of [
      [undefined, CHAIN],
      [ACCOUNT, undefined],
      [undefined, undefined],
      ['', CHAIN],
    ] as const) {
      expect(() => store.clearTransactions(account, chainId)).toThrowError(
        expect.objectContaining({
          name: 'NoAddressOrChainIdError',
          message: 'No address or chain ID found',
        }),
      )
    }
  })

  test('behavior: a valid transaction defaults to 1 confirmation and pending', () => {
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(7), description: '' })
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]).toEqual({
      hash: hashOf(7),
      description: '',
      confirmations: 1,
      status: 'pending',
    })
  })
})

describe('behavior', () => {
  test('behavior: newest first, keyed by account (any casing) and chain', () => {
    const store = createTransactionStore({ storage: memoryStorage() })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    store.addTransaction(ACCOUNT.toLowerCase(), CHAIN, pending(2))
    store.addTransaction(ACCOUNT, 10, pending(3))
    const hashes = store.getTransactions(ACCOUNT.toUpperCase(), CHAIN).map((tx) => tx.hash)
    expect(hashes).toEqual([hashOf(2), hashOf(1)])
    expect(store.getTransactions(ACCOUNT, 10).map((tx) => tx.hash)).toEqual([hashOf(3)])
    expect(store.getTransactions('0x0000000000000000000000000000000000000001', CHAIN)).toEqual([])
  })

  test('behavior: the same hash again replaces the earlier one (no duplicates)', () => {
    const store = createTransactionStore({ storage: memoryStorage() })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    store.addTransaction(ACCOUNT, CHAIN, pending(2))
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'confirmed')
    store.addTransaction(ACCOUNT, CHAIN, {
      hash: hashOf(1).toUpperCase().replace('0X', '0x'),
      description: 'again',
      confirmations: 3,
    })
    const txs = store.getTransactions(ACCOUNT, CHAIN)
    expect(txs).toHaveLength(2)
    expect(txs[0]).toMatchObject({ description: 'again', confirmations: 3, status: 'pending' })
  })

  test('behavior: keeps 10 finished plus pending', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    for (let n = 1; n <= 15; n++) {
      store.addTransaction(ACCOUNT, CHAIN, pending(n))
      if (n % 5 !== 0)
        store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(n), n % 2 ? 'confirmed' : 'failed')
    }
    // 12 finished (all but 5, 10, 15) and 3 pending: the 2 oldest finished (1, 2) go.
    const txs = store.getTransactions(ACCOUNT, CHAIN)
    expect(txs.filter((tx) => tx.status !== 'pending')).toHaveLength(MAX_FINISHED_TRANSACTIONS)
    expect(txs.filter((tx) => tx.status === 'pending').map((tx) => tx.hash)).toEqual(
      [15, 10, 5].map(hashOf),
    )
    expect(txs.map((tx) => tx.hash)).not.toContain(hashOf(1))
    expect(txs.map((tx) => tx.hash)).not.toContain(hashOf(2))
    expect(txs.map((tx) => tx.hash)).toContain(hashOf(3))
    // Pending ones are never dropped, however many.
    for (let n = 100; n < 120; n++) store.addTransaction(ACCOUNT, CHAIN, pending(n))
    expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(10 + 3 + 20)
    // And what is persisted obeys the same cap.
    const reread = createTransactionStore({ storage })
    expect(reread.getTransactions(ACCOUNT, CHAIN)).toEqual(store.getTransactions(ACCOUNT, CHAIN))
  })

  test('behavior: the cap holds in memory too (no storage, finishing last)', () => {
    const store = createTransactionStore({ storage: undefined })
    for (let n = 1; n <= 12; n++) store.addTransaction(ACCOUNT, CHAIN, pending(n))
    for (let n = 1; n <= 12; n++) store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(n), 'confirmed')
    expect(store.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.hash)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(hashOf),
    )
  })

  test('behavior: snapshot is the same array until that account and chain change', () => {
    const store = createTransactionStore({ storage: memoryStorage() })
    const empty = store.getTransactions(ACCOUNT, CHAIN)
    expect(store.getTransactions(ACCOUNT, CHAIN)).toBe(empty)
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    const first = store.getTransactions(ACCOUNT, CHAIN)
    expect(first).not.toBe(empty)
    expect(store.getTransactions(ACCOUNT.toLowerCase(), CHAIN)).toBe(first)
    store.addTransaction(ACCOUNT, 10, pending(2))
    expect(store.getTransactions(ACCOUNT, CHAIN)).toBe(first)
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'pending') // no change
    expect(store.getTransactions(ACCOUNT, CHAIN)).toBe(first)
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'confirmed')
    expect(store.getTransactions(ACCOUNT, CHAIN)).not.toBe(first)
  })

  test('behavior: status changes, clearing, subscribe and unsubscribe', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    store.addTransaction(ACCOUNT, 10, pending(2))
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'failed')
    expect(listener).toHaveBeenCalledTimes(3)
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]?.status).toBe('failed')
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(99), 'confirmed') // unknown hash: no-op
    expect(listener).toHaveBeenCalledTimes(3)
    store.clearTransactions(ACCOUNT.toLowerCase(), CHAIN)
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])
    expect(store.getTransactions(ACCOUNT, 10)).toHaveLength(1) // other chain untouched
    expect(listener).toHaveBeenCalledTimes(4)
    unsubscribe()
    store.clearTransactions(ACCOUNT, 10)
    expect(listener).toHaveBeenCalledTimes(4)
    expect(JSON.parse(storage.items.get(TRANSACTIONS_STORAGE_KEY) ?? '')).toEqual({})
  })

  test('behavior: persists JSON under the storage key and reads it back in a new store', () => {
    const storage = memoryStorage()
    createTransactionStore({ storage, storageKey: 'custom' }).addTransaction(
      ACCOUNT,
      CHAIN,
      pending(1),
    )
    expect(storage.items.has('custom')).toBe(true)
    const reread = createTransactionStore({ storage, storageKey: 'custom' })
    expect(reread.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(1)])
  })

  test('behavior: works without storage (server render)', () => {
    const store = createTransactionStore({ storage: undefined })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(1)
    store.onStorageEvent(null)
    expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(1)
  })
})

describe('corrupted storage', () => {
  test.each([
    ['invalid JSON', '{"0xabc":'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['an array of garbage', '[1, null, "x", {"hash": 1}]'],
    ['an account holding a list', stored({ length: 1 }).replace('{"length":1}', '[1,2]')],
    ['a chain holding an object', stored({ 1: { hash: hashOf(1) } })],
    ['a chain id that is not a number', stored({ mainnet: [pending(1)] })],
  ])('behavior: %s reads as empty', (_, raw) => {
    const store = createTransactionStore({ storage: memoryStorage(raw) })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(1)])
  })

  test('behavior: mixed valid and invalid entries keep the valid ones', () => {
    const good = [pending(1), { ...pending(2), status: 'confirmed', confirmations: 3 }]
    const raw = stored({
      [CHAIN]: [
        good[0],
        null,
        'tx',
        { ...pending(3), hash: '0x12' },
        { ...pending(4), status: 'mined' },
        { ...pending(5), description: 5 },
        { ...pending(6), confirmations: 0 },
        { ...pending(7), confirmations: '1' },
        { description: 'no hash', confirmations: 1, status: 'pending' },
        good[1],
        pending(1), // duplicate: the first (newest) copy wins
      ],
    })
    const store = createTransactionStore({ storage: memoryStorage(raw) })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual(good)
  })

  test('behavior: the finished cap applies to what is read', () => {
    const finished = Array.from({ length: 14 }, (_, n) => ({ ...pending(n), status: 'failed' }))
    const store = createTransactionStore({
      storage: memoryStorage(stored({ [CHAIN]: [pending(99), ...finished] })),
    })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(1 + MAX_FINISHED_TRANSACTIONS)
  })

  test('behavior: a storage that throws on read or write never crashes', () => {
    const store = createTransactionStore({
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('SecurityError')
        },
      },
    })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(1)])
  })

  test('behavior: parseStoredTransactions merges two casings of one account', () => {
    const raw = JSON.stringify({
      [ACCOUNT]: { [CHAIN]: [pending(1)] },
      [ACCOUNT.toLowerCase()]: { [CHAIN]: [pending(2), pending(1)] },
    })
    expect(parseStoredTransactions(raw).get(`${ACCOUNT.toLowerCase()}:${CHAIN}`)).toEqual([
      pending(1),
      pending(2),
    ])
  })
})

describe('full storage (quota)', () => {
  test('behavior: setItem throws, the store still updates and notifies', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const store = createTransactionStore({ storage })
    const listener = vi.fn()
    store.subscribe(listener)
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    store.addTransaction(ACCOUNT, CHAIN, pending(2))
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(1), 'confirmed')
    expect(listener).toHaveBeenCalledTimes(3)
    expect(store.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.status)).toEqual([
      'pending',
      'confirmed',
    ])
  })
})

describe('another tab', () => {
  test('behavior: a storage event shows the other tab’s changes and notifies', () => {
    const storage = memoryStorage()
    const tabA = createTransactionStore({ storage })
    const tabB = createTransactionStore({ storage })
    const listener = vi.fn()
    tabB.subscribe(listener)
    const before = tabB.getTransactions(ACCOUNT, CHAIN)
    const otherChain = tabB.getTransactions(ACCOUNT, 10)

    tabA.addTransaction(ACCOUNT, CHAIN, pending(1))
    tabB.onStorageEvent('some.other.key')
    expect(listener).not.toHaveBeenCalled()
    tabB.onStorageEvent(TRANSACTIONS_STORAGE_KEY)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(tabB.getTransactions(ACCOUNT, CHAIN)).not.toBe(before)
    expect(tabB.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(1)])
    expect(tabB.getTransactions(ACCOUNT, 10)).toBe(otherChain)

    // An event that changed nothing keeps every snapshot.
    const after = tabB.getTransactions(ACCOUNT, CHAIN)
    tabB.onStorageEvent(TRANSACTIONS_STORAGE_KEY)
    expect(tabB.getTransactions(ACCOUNT, CHAIN)).toBe(after)
  })

  test('behavior: a change on one chain keeps the other chains’ snapshots', () => {
    const storage = memoryStorage()
    const tabA = createTransactionStore({ storage })
    const tabB = createTransactionStore({ storage })
    tabB.addTransaction(ACCOUNT, 10, pending(1))
    const chain10 = tabB.getTransactions(ACCOUNT, 10)
    tabA.addTransaction(ACCOUNT, CHAIN, pending(2))
    tabB.onStorageEvent(TRANSACTIONS_STORAGE_KEY)
    expect(tabB.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(2)])
    expect(tabB.getTransactions(ACCOUNT, 10)).toBe(chain10)
    // The re-read before a write keeps unchanged snapshots as well.
    tabA.addTransaction(ACCOUNT, CHAIN, pending(3))
    tabB.addTransaction(ACCOUNT, 1234, pending(4))
    expect(tabB.getTransactions(ACCOUNT, 10)).toBe(chain10)
  })

  test('behavior: storage cleared in another tab (key null) empties the list', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    const listener = vi.fn()
    store.subscribe(listener)
    storage.items.clear()
    store.onStorageEvent(null)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([])
  })

  test('behavior: a write does not lose another tab’s change whose event has not arrived', () => {
    const storage = memoryStorage()
    const tabA = createTransactionStore({ storage })
    const tabB = createTransactionStore({ storage })
    tabB.getTransactions(ACCOUNT, CHAIN)
    tabA.addTransaction(ACCOUNT, CHAIN, pending(1))
    tabB.addTransaction(ACCOUNT, CHAIN, pending(2))
    expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)).toEqual([
      pending(2),
      pending(1),
    ])
  })
})

describe('Safe transactions in the stored form', () => {
  const safe = {
    status: 'AWAITING_CONFIRMATIONS',
    confirmations: 1,
    confirmationsRequired: 2,
  } as const

  test('behavior: entries stored before Safe tracking still read (backward compatible)', () => {
    const store = createTransactionStore({
      storage: memoryStorage(stored({ [CHAIN]: [pending(1)] })),
    })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([pending(1)])
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]).not.toHaveProperty('safe')
  })

  test('behavior: Safe progress persists and reads back in a new store', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    const executed = { ...safe, status: 'SUCCESS', confirmations: 2, txHash: hashOf(9) } as const
    store.setSafeTransaction(ACCOUNT, CHAIN, hashOf(1), executed, 'confirmed')
    const reread = createTransactionStore({ storage })
    expect(reread.getTransactions(ACCOUNT, CHAIN)).toEqual([
      { ...pending(1), status: 'confirmed', safe: executed },
    ])
  })

  test('behavior: a corrupted Safe record keeps the entry, without the record', () => {
    const raw = stored({
      [CHAIN]: [
        { ...pending(1), safe: { ...safe, status: 'DONE' } },
        { ...pending(2), safe: { ...safe, confirmations: -1 } },
        { ...pending(3), safe: 'yes' },
        { ...pending(4), safe: { ...safe, txHash: '0x12', error: 7 } },
      ],
    })
    const store = createTransactionStore({ storage: memoryStorage(raw) })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([
      pending(1),
      pending(2),
      pending(3),
      { ...pending(4), safe },
    ])
  })

  test('behavior: a lookup error persists as its kind; raw text from older entries is dropped', () => {
    const raw = stored({
      [CHAIN]: [
        { ...pending(1), safe: { ...safe, error: 'unreachable' } },
        { ...pending(2), safe: { ...safe, error: 'CGW error - status Bad Gateway' } },
      ],
    })
    const store = createTransactionStore({ storage: memoryStorage(raw) })
    expect(store.getTransactions(ACCOUNT, CHAIN)).toEqual([
      { ...pending(1), safe: { ...safe, error: 'unreachable' } },
      { ...pending(2), safe },
    ])
  })

  test('behavior: a Safe progress change is a new snapshot; the same one is not', () => {
    const store = createTransactionStore({ storage: undefined })
    store.addTransaction(ACCOUNT, CHAIN, pending(1))
    store.setSafeTransaction(ACCOUNT, CHAIN, hashOf(1), safe, 'pending')
    const before = store.getTransactions(ACCOUNT, CHAIN)
    store.setSafeTransaction(ACCOUNT, CHAIN, hashOf(1), { ...safe }, 'pending')
    expect(store.getTransactions(ACCOUNT, CHAIN)).toBe(before)
    store.setSafeTransaction(ACCOUNT, CHAIN, hashOf(1), { ...safe, confirmations: 2 }, 'pending')
    expect(store.getTransactions(ACCOUNT, CHAIN)).not.toBe(before)
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]?.safe?.confirmations).toBe(2)
  })
})

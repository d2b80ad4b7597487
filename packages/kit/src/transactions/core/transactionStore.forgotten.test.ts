// Covers what the store keeps of a transaction the node may forget (§3, §4): the block the
// tracker first looked from, a nonce marked as inferred, and the dropped verdict persist and read
// back after a reload; a stored flag that does not fit its entry (inferred without a nonce,
// dropped while pending) is dropped, the entry kept. No React, no DOM.
import { expect, test } from 'vitest'
import {
  createTransactionStore,
  parseStoredTransactions,
  TRANSACTIONS_STORAGE_KEY,
  type TransactionStorage,
} from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 1
const KEY = `${ACCOUNT.toLowerCase()}:${CHAIN}`
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const ENTRY = { hash: hashOf(1), description: 'Send', confirmations: 1 } as const

const memoryStorage = (): TransactionStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}
const stored = (list: unknown[]) => JSON.stringify({ [ACCOUNT.toLowerCase()]: { [CHAIN]: list } })

test('behavior: an inferred nonce and its first block persist, and a read one clears the mark', () => {
  const storage = memoryStorage()
  const store = createTransactionStore({ storage })
  store.addTransaction(ACCOUNT, CHAIN, ENTRY)
  store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), {
    from: ACCOUNT,
    nonce: 4,
    inferred: true,
    since: 120,
  })
  const reread = () => createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)[0]
  expect(reread()).toEqual({
    ...ENTRY,
    status: 'pending',
    from: ACCOUNT,
    nonce: 4,
    inferred: true,
    since: 120,
  })
  store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), { nonce: 5, inferred: undefined })
  expect(reread()).toEqual({ ...ENTRY, status: 'pending', from: ACCOUNT, nonce: 5, since: 120 })
})

test('behavior: a dropped transaction reads back failed and dropped', () => {
  const storage = memoryStorage()
  const store = createTransactionStore({ storage })
  store.addTransaction(ACCOUNT, CHAIN, ENTRY)
  store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), { status: 'failed', dropped: true })
  expect(storage.getItem(TRANSACTIONS_STORAGE_KEY)).toContain('"dropped":true')
  expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)).toEqual([
    { ...ENTRY, status: 'failed', dropped: true },
  ])
  // Its nonce taken (no longer looked at): read back too.
  store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), { nonceTaken: true })
  expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)).toEqual([
    { ...ENTRY, status: 'failed', dropped: true, nonceTaken: true },
  ])
})

test('behavior: flags that do not fit their entry are dropped, the entry kept', () => {
  const state = parseStoredTransactions(
    stored([
      { ...ENTRY, status: 'pending', dropped: true, inferred: true, since: -3 },
      { ...ENTRY, hash: hashOf(2), status: 'failed', dropped: 'yes', from: ACCOUNT },
      { ...ENTRY, hash: hashOf(3), status: 'failed', nonceTaken: true },
    ]),
  )
  expect(state.get(KEY)).toEqual([
    { ...ENTRY, status: 'pending' },
    { ...ENTRY, hash: hashOf(2), status: 'failed' },
    { ...ENTRY, hash: hashOf(3), status: 'failed' },
  ])
})

// Covers EIP-5792 batches in the recent-transaction store (§3, §5, §9): a calls id is accepted
// beside a hash and refused when malformed; batches persist, count towards the 10-finished cap
// and read back after a reload; a stored batch that is broken in any part (unknown status, a
// status that contradicts the entry's, a bad receipt) is dropped entry by entry; a settled
// batch keeps its verdict. Hash entries' replacement records persist too. No React, no DOM.
import { describe, expect, test } from 'vitest'
import { MAX_FINISHED_TRANSACTIONS } from '../../core/constants'
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

const memoryStorage = (initial?: string) => {
  const items = new Map<string, string>()
  if (initial !== undefined) items.set(TRANSACTIONS_STORAGE_KEY, initial)
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage & { items: Map<string, string> }
}
const stored = (list: unknown[]) => JSON.stringify({ [ACCOUNT.toLowerCase()]: { [CHAIN]: list } })
const batch = (callsId: string, fields: Record<string, unknown> = {}) => ({
  callsId,
  description: `batch ${callsId}`,
  confirmations: 1,
  status: 'pending',
  calls: { status: 'pending', receipts: [] },
  ...fields,
})

describe('adding a batch', () => {
  const store = createTransactionStore({ storage: undefined })
  const add = (tx: unknown) => () =>
    store.addTransaction(ACCOUNT, CHAIN, tx as Parameters<typeof store.addTransaction>[2])

  test('behavior: a calls id makes a pending batch entry', () => {
    add({ callsId: 'bundle-1', description: 'Approve and swap' })()
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]).toEqual({
      callsId: 'bundle-1',
      description: 'Approve and swap',
      confirmations: 1,
      status: 'pending',
      calls: { status: 'pending', receipts: [] },
    })
  })

  test.each([
    ['empty', ''],
    ['a number', 42],
    ['with a space', 'bundle 1'],
    ['with a newline', 'bundle\n1'],
    ['not ASCII', 'bündel'],
    ['over 4096 bytes', 'a'.repeat(4097)],
  ])('error: a calls id %s is an InvalidCallsIdError', (_name, callsId) => {
    expect(add({ callsId, description: 'x' })).toThrow(
      expect.objectContaining({ name: 'InvalidCallsIdError', message: 'Invalid calls id' }),
    )
  })

  test('error: a hash and a calls id together is an InvalidCallsIdError', () => {
    expect(add({ callsId: 'bundle-2', hash: hashOf(1), description: 'x' })).toThrow(
      expect.objectContaining({ name: 'InvalidCallsIdError' }),
    )
  })

  test('error: a batch still needs a description and valid confirmations', () => {
    expect(add({ callsId: 'bundle-3' })).toThrow(
      expect.objectContaining({ name: 'InvalidTransactionDescriptionError' }),
    )
    expect(add({ callsId: 'bundle-3', description: 'x', confirmations: 0 })).toThrow(
      expect.objectContaining({ name: 'InvalidTransactionConfirmationsError' }),
    )
  })

  test('behavior: a calls id equal to a hash is its own entry (ids compare exactly)', () => {
    const own = createTransactionStore({ storage: undefined })
    own.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(0xab), description: 'tx' })
    own.addTransaction(ACCOUNT, CHAIN, { callsId: hashOf(0xab), description: 'batch' })
    own.addTransaction(ACCOUNT, CHAIN, {
      callsId: hashOf(0xab).toUpperCase().replace('0X', '0x'),
      description: 'other',
    })
    expect(own.getTransactions(ACCOUNT, CHAIN).map((tx) => tx.description)).toEqual([
      'other',
      'batch',
      'tx',
    ])
  })
})

describe('a batch’s progress', () => {
  test('behavior: setCalls moves the entry’s status with the batch’s, and persists', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    store.addTransaction(ACCOUNT, CHAIN, { callsId: 'b', description: 'Batch' })
    const receipts = [{ transactionHash: hashOf(1), status: 'success' as const }]
    store.setCalls(ACCOUNT, CHAIN, 'b', { status: 'partiallyReverted', receipts })
    const again = createTransactionStore({ storage })
    expect(again.getTransactions(ACCOUNT, CHAIN)[0]).toMatchObject({
      status: 'failed',
      calls: { status: 'partiallyReverted', receipts },
    })
  })

  test('behavior: a settled batch keeps its verdict (a later different answer is ignored)', () => {
    const store = createTransactionStore({ storage: undefined })
    store.addTransaction(ACCOUNT, CHAIN, { callsId: 'b', description: 'Batch' })
    const receipts = [{ transactionHash: hashOf(1), status: 'success' as const }]
    store.setCalls(ACCOUNT, CHAIN, 'b', { status: 'confirmed', receipts })
    store.setCalls(ACCOUNT, CHAIN, 'b', { status: 'pending', receipts: [] })
    store.setCalls(ACCOUNT, CHAIN, 'b', { status: 'reverted', receipts: [] })
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]).toMatchObject({
      status: 'confirmed',
      calls: { status: 'confirmed', receipts },
    })
  })

  test('behavior: a pending batch after a reload is still pending (the tracker resumes it)', () => {
    const storage = memoryStorage()
    createTransactionStore({ storage }).addTransaction(ACCOUNT, CHAIN, {
      callsId: 'b',
      description: 'Batch',
    })
    expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)).toEqual([
      batch('b', { description: 'Batch' }),
    ])
  })

  test('behavior: finished batches count towards the 10-finished cap; pending ones are kept', () => {
    const store = createTransactionStore({ storage: undefined })
    store.addTransaction(ACCOUNT, CHAIN, { callsId: 'keep', description: 'pending' })
    for (let i = 0; i < MAX_FINISHED_TRANSACTIONS + 2; i++) {
      store.addTransaction(ACCOUNT, CHAIN, { callsId: `b${i}`, description: `b${i}` })
      store.setCalls(ACCOUNT, CHAIN, `b${i}`, { status: 'failedOffchain', receipts: [] })
    }
    const list = store.getTransactions(ACCOUNT, CHAIN)
    expect(list.filter((tx) => tx.status !== 'pending')).toHaveLength(MAX_FINISHED_TRANSACTIONS)
    expect(list.some((tx) => tx.callsId === 'keep')).toBe(true)
  })
})

describe('corrupted stored batches', () => {
  const receipt = { transactionHash: hashOf(1), status: 'success' }
  test.each([
    ['an unknown batch status', batch('x', { calls: { status: 'done', receipts: [] } })],
    ['a raw status code', batch('x', { calls: { status: 200, receipts: [] } })],
    ['no batch record', batch('x', { calls: undefined })],
    ['receipts not a list', batch('x', { calls: { status: 'pending', receipts: {} } })],
    [
      'a broken receipt',
      batch('x', { calls: { status: 'pending', receipts: [{ ...receipt, status: '0x1' }] } }),
    ],
    [
      'a batch status that contradicts the entry’s (a wrong "confirmed")',
      batch('x', { status: 'confirmed', calls: { status: 'reverted', receipts: [receipt] } }),
    ],
    ['an unknown entry status', batch('x', { status: 'done' })],
    ['a malformed calls id', batch('two words')],
    ['a hash beside the calls id', batch('x', { hash: hashOf(2) })],
  ])('behavior: %s drops that entry only', (_name, broken) => {
    const state = parseStoredTransactions(
      stored([
        batch('ok'),
        broken,
        { hash: hashOf(3), description: 'tx', confirmations: 1, status: 'pending' },
      ]),
    )
    expect(state.get(KEY)?.map((tx) => tx.callsId ?? tx.hash)).toEqual(['ok', hashOf(3)])
  })

  test('behavior: an unknown lookup error kind is dropped, the batch kept', () => {
    const state = parseStoredTransactions(
      stored([batch('x', { calls: { status: 'pending', receipts: [], error: 'boom' } })]),
    )
    expect(state.get(KEY)?.[0]?.calls).toEqual({ status: 'pending', receipts: [] })
  })
})

describe('replaced transactions in the stored form', () => {
  test('behavior: sender, nonce and replacement persist and read back', () => {
    const storage = memoryStorage()
    const store = createTransactionStore({ storage })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    const call = { to: ACCOUNT, value: '5', inputHash: hashOf(9) } as const
    store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), { from: ACCOUNT, nonce: 4, call })
    store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), {
      replaced: { reason: 'cancelled', hash: hashOf(2) },
      status: 'failed',
    })
    expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)[0]).toEqual({
      hash: hashOf(1),
      description: 'Send',
      confirmations: 1,
      status: 'failed',
      from: ACCOUNT,
      nonce: 4,
      call,
      replaced: { reason: 'cancelled', hash: hashOf(2) },
    })
  })

  test('behavior: a broken replacement, sender or nonce is dropped, the entry kept', () => {
    const state = parseStoredTransactions(
      stored([
        {
          hash: hashOf(1),
          description: 'Send',
          confirmations: 1,
          status: 'pending',
          from: 'me',
          nonce: -1,
          call: { value: '0x5', inputHash: hashOf(9) },
          replaced: { reason: 'magic', hash: hashOf(2) },
        },
      ]),
    )
    expect(state.get(KEY)).toEqual([
      { hash: hashOf(1), description: 'Send', confirmations: 1, status: 'pending' },
    ])
  })
})

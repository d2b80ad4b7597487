// Covers what the tracker does with a replaced or dropped transaction (§4): a speed-up takes its
// receipt's verdict under the new hash, a cancel or another transaction in the nonce leaves it
// failed with the replacement recorded, a dropped one ends failed and dropped (never pending
// forever); the sender, nonce and call are read as soon as the entry appears (before a Safe
// check) and what the wait learns is stored, and handed to the next wait after a reload so that
// a replacement mined meanwhile is found at once; stop() aborts the waits. The waits against a
// real chain: actions/waitForReceipt.anvil.test.ts and waitForReceipt.forgotten.anvil.test.ts.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createTransactionTracker,
  type ReceiptOutcome,
  type SentDetails,
} from './trackTransactions'
import { createTransactionStore, type TransactionStorage } from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const SENT: SentDetails = {
  from: ACCOUNT,
  nonce: 7,
  call: { to: ACCOUNT, value: '1', inputHash: hashOf(99) },
}

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage
}

function setup(outcome: ReceiptOutcome, storage?: TransactionStorage, learn = true) {
  const store = createTransactionStore({ storage })
  const waitForReceipt = vi.fn(
    async (args: { sent?: SentDetails; remember?: (sent: SentDetails) => void }) => {
      if (learn && args.sent?.nonce === undefined) args.remember?.(SENT)
      return outcome
    },
  )
  const tracker = createTransactionTracker({ store, waitForReceipt })
  const entry = () => store.getTransactions(ACCOUNT, CHAIN)[0]
  return { store, tracker, waitForReceipt, entry }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a replaced transaction', () => {
  test.each([
    ['repriced', 'success', 'confirmed'],
    ['repriced', 'reverted', 'failed'],
    ['cancelled', 'success', 'failed'],
    ['replaced', 'success', 'failed'],
  ] as const)(
    'behavior: %s with a %s receipt ends %s, the replacement recorded',
    async (reason, receipt, status) => {
      const { store, tracker, entry } = setup({ replaced: { reason, hash: hashOf(2) }, receipt })
      store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
      tracker.track(ACCOUNT, CHAIN)
      await vi.advanceTimersByTimeAsync(0)
      expect(entry()).toMatchObject({
        hash: hashOf(1),
        status,
        replaced: { reason, hash: hashOf(2) },
      })
    },
  )

  test('behavior: what the wait learnt is stored and handed to the wait after a reload', async () => {
    const storage = memoryStorage()
    const first = setup(new Promise<never>(() => {}) as never, storage)
    first.waitForReceipt.mockImplementation(async (args) => {
      args.remember?.(SENT)
      return new Promise<never>(() => {})
    })
    first.store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    first.tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(first.entry()).toMatchObject({ status: 'pending', ...SENT })
    first.tracker.stop()

    const second = setup(
      { replaced: { reason: 'cancelled', hash: hashOf(3) }, receipt: 'success' },
      storage,
      false,
    )
    second.tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(second.waitForReceipt).toHaveBeenCalledWith(expect.objectContaining({ sent: SENT }))
    expect(second.entry()).toMatchObject({
      status: 'failed',
      replaced: { reason: 'cancelled', hash: hashOf(3) },
    })
  })

  test('behavior: a malformed outcome is no verdict: still pending, retried', async () => {
    const { store, tracker, entry, waitForReceipt } = setup({
      replaced: { reason: 'cancelled', hash: hashOf(2) },
      receipt: 'maybe',
    } as unknown as ReceiptOutcome)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(entry()?.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(waitForReceipt).toHaveBeenCalledTimes(2)
  })
})

describe('a dropped transaction', () => {
  test('behavior: ends failed and dropped, with no replacement', async () => {
    const { store, tracker, entry } = setup('dropped')
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(entry()).toMatchObject({ hash: hashOf(1), status: 'failed', dropped: true })
    expect(entry()).not.toHaveProperty('replaced')
  })

  test('behavior: the wait gets the entry account, as the presumed sender', async () => {
    const { store, tracker, waitForReceipt } = setup(new Promise<never>(() => {}) as never)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(waitForReceipt).toHaveBeenCalledWith(expect.objectContaining({ account: ACCOUNT }))
  })
})

describe('the first read', () => {
  test('behavior: sender, nonce and call are kept before the Safe check answers', async () => {
    const store = createTransactionStore({ storage: undefined })
    const readSent = vi.fn(async () => SENT)
    const tracker = createTransactionTracker({
      store,
      waitForReceipt: () => new Promise<never>(() => {}),
      readSent,
      safe: {
        isSafeAccount: () => new Promise<boolean>(() => {}),
        getTransaction: () => new Promise<never>(() => {}),
      },
    })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(readSent).toHaveBeenCalledWith({ hash: hashOf(1), chainId: CHAIN })
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]).toMatchObject({ status: 'pending', ...SENT })
  })

  test('behavior: a read nonce replaces an inferred one, never the other way round', async () => {
    const store = createTransactionStore({ storage: undefined })
    const read = { ...SENT, nonce: 8 }
    const tracker = createTransactionTracker({
      store,
      waitForReceipt: () => new Promise<never>(() => {}),
      readSent: async () => read,
    })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    store.patchTransaction(ACCOUNT, CHAIN, hashOf(1), { from: ACCOUNT, nonce: 7, inferred: true })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(2), description: 'Send' })
    store.patchTransaction(ACCOUNT, CHAIN, hashOf(2), { from: ACCOUNT, nonce: 3 })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    const [second, first] = store.getTransactions(ACCOUNT, CHAIN)
    expect(first).toMatchObject({ nonce: 8, call: SENT.call })
    expect(first).not.toHaveProperty('inferred', true)
    expect(second).toMatchObject({ nonce: 3 })
  })

  test('behavior: stop() aborts the waits in progress', async () => {
    const { store, tracker, waitForReceipt } = setup(new Promise<never>(() => {}) as never)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    const signal = (waitForReceipt.mock.calls[0]?.[0] as { signal?: AbortSignal } | undefined)
      ?.signal
    expect(signal?.aborted).toBe(false)
    tracker.stop()
    expect(signal?.aborted).toBe(true)
  })
})

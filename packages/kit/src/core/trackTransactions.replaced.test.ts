// Covers what the tracker does with a replaced transaction (§4): a speed-up takes its receipt's
// verdict under the new hash, a cancel or another transaction in the nonce leaves it failed with
// the replacement recorded (never pending forever); the sender, nonce and call the wait learns
// are stored, and handed to the next wait after a reload so that a replacement mined meanwhile
// is found at once. The waits against a real chain: actions/waitForReceipt.anvil.test.ts.
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
      if (learn && !args.sent) args.remember?.(SENT)
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

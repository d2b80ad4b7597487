// Covers the transaction tracker (§4): receipts move pending to confirmed or failed; network
// errors keep a transaction pending and retry with a growing, capped delay; no double waits;
// stop() drops timers and late results. waitForReceipt is a test double; timers are vitest's.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createTransactionTracker,
  type ReceiptOutcome,
  TRACK_MAX_RETRY_DELAY_MS,
} from './trackTransactions'
import { createTransactionStore } from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

/** A promise the test settles by hand. */
const deferred = <T>() => {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const setup = (retryDelayMs = 1_000) => {
  const store = createTransactionStore({ storage: undefined })
  const waits: Array<{
    hash: string
    confirmations: number
    receipt: ReturnType<typeof deferred<ReceiptOutcome>>
  }> = []
  const waitForReceipt = vi.fn((args: { hash: `0x${string}`; confirmations: number }) => {
    const receipt = deferred<ReceiptOutcome>()
    waits.push({ hash: args.hash, confirmations: args.confirmations, receipt })
    return receipt.promise
  })
  const tracker = createTransactionTracker({ store, waitForReceipt, retryDelayMs })
  const status = (n: number) =>
    store.getTransactions(ACCOUNT, CHAIN).find((tx) => tx.hash === hashOf(n))?.status
  return { store, tracker, waitForReceipt, waits, status }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createTransactionTracker', () => {
  test('behavior: success marks confirmed, with the transaction’s confirmations', async () => {
    const { store, tracker, waits, waitForReceipt, status } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send', confirmations: 2 })
    tracker.track(ACCOUNT, CHAIN)
    expect(waitForReceipt).toHaveBeenCalledWith({
      hash: hashOf(1),
      chainId: CHAIN,
      confirmations: 2,
    })
    waits[0]?.receipt.resolve('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(status(1)).toBe('confirmed')
  })

  test('behavior: a reverted receipt marks failed', async () => {
    const { store, tracker, waits, status } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    waits[0]?.receipt.resolve('reverted')
    await vi.advanceTimersByTimeAsync(0)
    expect(status(1)).toBe('failed')
  })

  test('behavior: a network error keeps it pending and retries with a growing delay', async () => {
    const { store, tracker, waits, waitForReceipt, status } = setup(1_000)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    waits[0]?.receipt.reject(new Error('fetch failed'))
    await vi.advanceTimersByTimeAsync(999)
    expect(status(1)).toBe('pending')
    expect(waitForReceipt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(waitForReceipt).toHaveBeenCalledTimes(2)

    waits[1]?.receipt.reject(new Error('RPC down'))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(waitForReceipt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(waitForReceipt).toHaveBeenCalledTimes(3)
    expect(status(1)).toBe('pending')

    waits[2]?.receipt.resolve('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(status(1)).toBe('confirmed')
  })

  test('behavior: the retry delay stops growing at its cap', async () => {
    const { store, tracker, waits, waitForReceipt } = setup(20_000)
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    for (let attempt = 0; attempt < 4; attempt++) {
      waits[attempt]?.receipt.reject(new Error('down'))
      await vi.advanceTimersByTimeAsync(Math.min(20_000 * 2 ** attempt, TRACK_MAX_RETRY_DELAY_MS))
      expect(waitForReceipt).toHaveBeenCalledTimes(attempt + 2)
    }
  })

  test('behavior: a synchronous throw from waitForReceipt is retried too', async () => {
    const store = createTransactionStore({ storage: undefined })
    const waitForReceipt = vi
      .fn<() => Promise<ReceiptOutcome>>()
      .mockImplementationOnce(() => {
        throw new Error('no client for chain')
      })
      .mockResolvedValueOnce('success')
    const tracker = createTransactionTracker({ store, waitForReceipt, retryDelayMs: 10 })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    expect(() => tracker.track(ACCOUNT, CHAIN)).not.toThrow()
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]?.status).toBe('confirmed')
  })

  test('behavior: no double wait when track is called again', async () => {
    const { store, tracker, waitForReceipt, waits } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    tracker.track(ACCOUNT.toLowerCase(), CHAIN)
    expect(waitForReceipt).toHaveBeenCalledTimes(1)

    // Waiting to retry still counts as being waited on.
    waits[0]?.receipt.reject(new Error('down'))
    await vi.advanceTimersByTimeAsync(0)
    tracker.track(ACCOUNT, CHAIN)
    expect(waitForReceipt).toHaveBeenCalledTimes(1)

    // A new pending one is picked up; finished ones are not.
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(2), description: 'Send' })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(3), description: 'Done' })
    store.setTransactionStatus(ACCOUNT, CHAIN, hashOf(3), 'confirmed')
    tracker.track(ACCOUNT, CHAIN)
    expect(waitForReceipt).toHaveBeenCalledTimes(2)
    expect(waitForReceipt).toHaveBeenLastCalledWith(expect.objectContaining({ hash: hashOf(2) }))
  })

  test('behavior: a transaction cleared while waiting to retry is not waited on again', async () => {
    const { store, tracker, waitForReceipt, waits } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    waits[0]?.receipt.reject(new Error('down'))
    await vi.advanceTimersByTimeAsync(0)
    store.clearTransactions(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(waitForReceipt).toHaveBeenCalledTimes(1)
  })

  test('behavior: stop ignores late results and cancels retries', async () => {
    const { store, tracker, waitForReceipt, waits, status } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(2), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    waits.find((w) => w.hash === hashOf(2))?.receipt.reject(new Error('down'))
    await vi.advanceTimersByTimeAsync(0)
    tracker.stop()
    expect(vi.getTimerCount()).toBe(0)
    waits.find((w) => w.hash === hashOf(1))?.receipt.resolve('success')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(status(1)).toBe('pending')
    expect(status(2)).toBe('pending')
    expect(waitForReceipt).toHaveBeenCalledTimes(2)
  })

  test('behavior: tracking resumes after stop (remount) without reviving stale waits', async () => {
    const { store, tracker, waitForReceipt, waits, status } = setup()
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    tracker.stop()
    tracker.track(ACCOUNT, CHAIN)
    expect(waitForReceipt).toHaveBeenCalledTimes(2)
    waits[0]?.receipt.resolve('reverted') // from before stop: ignored
    await vi.advanceTimersByTimeAsync(0)
    expect(status(1)).toBe('pending')
    waits[1]?.receipt.resolve('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(status(1)).toBe('confirmed')
  })
})

// Covers the transaction tracker (§4): receipts move pending to confirmed or failed; network
// errors keep a transaction pending and retry with a growing, capped delay; no double waits;
// stop() drops timers and late results; a Safe's transactions follow the Safe lifecycle (never
// failed by time) to the executed transaction's receipt. waitForReceipt and the Safe lookups are
// test doubles; timers are vitest's.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TRACK_MAX_RETRY_DELAY_MS } from './followScheduler'
import {
  createTransactionTracker,
  type ReceiptOutcome,
  type SafeTracking,
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
    expect(waitForReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ hash: hashOf(1), chainId: CHAIN, confirmations: 2 }),
    )
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

describe('Safe transactions', () => {
  type Snapshot = Awaited<ReturnType<SafeTracking['getTransaction']>>
  const waiting = (confirmations: number): Snapshot => ({
    status: confirmations < 2 ? 'AWAITING_CONFIRMATIONS' : 'AWAITING_EXECUTION',
    confirmations,
    confirmationsRequired: 2,
    txHash: undefined,
  })
  const executed = (status: 'SUCCESS' | 'FAILED'): Snapshot => ({
    status,
    confirmations: 2,
    confirmationsRequired: 2,
    txHash: hashOf(99),
  })

  const setupSafe = (answers: Array<Snapshot | Error>, isSafe = true, pollIntervalMs = 500) => {
    const store = createTransactionStore({ storage: undefined })
    const receipts: Array<{ hash: string; receipt: ReturnType<typeof deferred<ReceiptOutcome>> }> =
      []
    const waitForReceipt = vi.fn((args: { hash: `0x${string}` }) => {
      const receipt = deferred<ReceiptOutcome>()
      receipts.push({ hash: args.hash, receipt })
      return receipt.promise
    })
    const logged: Array<{ error: unknown; kind: string }> = []
    const getTransaction = vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift() : answers[0]
      if (next instanceof Error) throw next
      return next as Snapshot
    })
    const tracker = createTransactionTracker({
      store,
      waitForReceipt,
      retryDelayMs: 1_000,
      safe: { isSafeAccount: async () => isSafe, getTransaction, pollIntervalMs },
      logLookupError: (error, kind) => logged.push({ error, kind }),
    })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'From the Safe' })
    const tx = () => store.getTransactions(ACCOUNT, CHAIN)[0]
    return { store, tracker, waitForReceipt, receipts, getTransaction, tx, logged }
  }

  test('behavior: awaiting confirmations → awaiting execution → executed, confirmed by the receipt', async () => {
    const { tracker, receipts, getTransaction, tx } = setupSafe([
      waiting(1),
      waiting(2),
      executed('SUCCESS'),
    ])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(getTransaction).toHaveBeenCalledWith({
      account: ACCOUNT,
      chainId: CHAIN,
      safeTxHash: hashOf(1),
    })
    expect(tx()).toMatchObject({
      status: 'pending',
      safe: { status: 'AWAITING_CONFIRMATIONS', confirmations: 1, confirmationsRequired: 2 },
    })
    await vi.advanceTimersByTimeAsync(500)
    expect(tx()?.safe?.status).toBe('AWAITING_EXECUTION')
    await vi.advanceTimersByTimeAsync(500)
    expect(tx()).toMatchObject({
      status: 'pending',
      safe: { status: 'SUCCESS', txHash: hashOf(99) },
    })
    // The receipt of the executed, on-chain transaction decides (not the safeTxHash).
    expect(receipts.map((r) => r.hash)).toEqual([hashOf(99)])
    receipts[0]?.receipt.resolve('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(tx()).toMatchObject({ status: 'confirmed', safe: { status: 'SUCCESS' } })
  })

  test('behavior: never failed because time passed', async () => {
    // Owners may take a week: polled all along (once a minute here), still pending.
    const { tracker, getTransaction, tx } = setupSafe([waiting(1)], true, 60_000)
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(7 * 24 * 3_600_000)
    expect(tx()?.status).toBe('pending')
    expect(getTransaction.mock.calls.length).toBeGreaterThan(10_000)
  })

  test('behavior: an executed Safe transaction whose receipt reverted is failed', async () => {
    const { tracker, receipts, tx } = setupSafe([executed('FAILED')])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    receipts[0]?.receipt.resolve('reverted')
    await vi.advanceTimersByTimeAsync(0)
    expect(tx()).toMatchObject({ status: 'failed', safe: { status: 'FAILED' } })
  })

  test('behavior: cancelled ends the transaction without a receipt', async () => {
    const cancelled: Snapshot = { ...waiting(1), status: 'CANCELLED' }
    const { tracker, waitForReceipt, getTransaction, tx } = setupSafe([cancelled])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tx()).toMatchObject({ status: 'failed', safe: { status: 'CANCELLED' } })
    expect(waitForReceipt).not.toHaveBeenCalled()
    expect(getTransaction).toHaveBeenCalledTimes(1)
  })

  test('behavior: a lookup error is stored as its kind (raw text to the log only), stays pending and is retried', async () => {
    const raw = new Error('CGW error - status Bad Gateway')
    const { tracker, tx, logged } = setupSafe([waiting(1), raw, waiting(2)])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(500)
    expect(tx()).toMatchObject({
      status: 'pending',
      safe: { confirmations: 1, error: 'unreachable' },
    })
    expect(JSON.stringify(tx())).not.toContain('Bad Gateway')
    expect(logged).toEqual([{ error: raw, kind: 'unreachable' }])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(tx()?.safe).toEqual({
      status: 'AWAITING_EXECUTION',
      confirmations: 2,
      confirmationsRequired: 2,
    })
  })

  test('behavior: when it cannot tell whether the account is a Safe, it waits for a receipt', async () => {
    const store = createTransactionStore({ storage: undefined })
    const waitForReceipt = vi.fn(async () => 'success' as const)
    const getTransaction = vi.fn()
    const tracker = createTransactionTracker({
      store,
      waitForReceipt,
      safe: {
        isSafeAccount: async () => Promise.reject(new Error('gateway down')),
        getTransaction,
      },
    })
    store.addTransaction(ACCOUNT, CHAIN, { hash: hashOf(1), description: 'Send' })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(getTransaction).not.toHaveBeenCalled()
    expect(store.getTransactions(ACCOUNT, CHAIN)[0]?.status).toBe('confirmed')
  })

  test('behavior: an account that is not a Safe waits for the receipt of its hash', async () => {
    const { tracker, waitForReceipt, getTransaction, tx } = setupSafe([waiting(1)], false)
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(waitForReceipt).toHaveBeenCalledWith(
      expect.objectContaining({ hash: hashOf(1), chainId: CHAIN, confirmations: 1 }),
    )
    expect(getTransaction).not.toHaveBeenCalled()
    expect(tx()).not.toHaveProperty('safe')
  })
})

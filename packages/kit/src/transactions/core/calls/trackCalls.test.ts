// Covers following EIP-5792 batches (trackCalls.ts): each status class ends the batch with the
// matching status and receipts; pending keeps asking; a malformed answer, an answer for another
// chain and an unreachable wallet each keep the batch pending with the error's kind and retry
// (never a wrong "confirmed"); a settled batch is not asked again; a reload resumes a pending
// batch; stop() drops timers and late answers. The wallet is a test double; timers are vitest's.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTransactionStore, type TransactionStorage } from '../transactionStore'
import { createCallsTracker } from './trackCalls'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const ID = 'bundle-1'
const POLL = 1_000
const RETRY = 5_000
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const receipt = (n: number, status: '0x1' | '0x0' = '0x1') => ({
  status,
  transactionHash: hashOf(n),
  blockHash: hashOf(100 + n),
  blockNumber: '0x1',
  gasUsed: '0x1',
  logs: [],
})
const answer = (status: number, receipts: unknown[] = [], chainId = '0x7a69') => ({
  version: '2.0.0',
  id: ID,
  chainId,
  atomic: true,
  status,
  receipts,
})

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage
}

/** A store with one pending batch, and a tracker whose wallet answers from `answers` in turn. */
function setup(answers: Array<unknown | Error>, storage?: TransactionStorage) {
  const store = createTransactionStore({ storage })
  if (!store.getTransactions(ACCOUNT, CHAIN).some((tx) => tx.callsId === ID))
    store.addTransaction(ACCOUNT, CHAIN, { callsId: ID, description: 'Approve and swap' })
  const queue = [...answers]
  const getCallsStatus = vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift() : queue[0]
    if (next instanceof Error) throw next
    return next
  })
  const logLookupError = vi.fn()
  const tracker = createCallsTracker({
    store,
    getCallsStatus,
    pollIntervalMs: POLL,
    retryDelayMs: RETRY,
    logLookupError,
  })
  const entry = () => store.getTransactions(ACCOUNT, CHAIN).find((tx) => tx.callsId === ID)
  return { store, tracker, getCallsStatus, logLookupError, entry }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createCallsTracker', () => {
  test('behavior: pending, then confirmed with every receipt; not asked again', async () => {
    const { tracker, getCallsStatus, entry } = setup([
      answer(100),
      answer(200, [receipt(1), receipt(2)]),
    ])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(entry()?.status).toBe('pending')
    expect(getCallsStatus).toHaveBeenCalledWith({ account: ACCOUNT, chainId: CHAIN, callsId: ID })
    await vi.advanceTimersByTimeAsync(POLL)
    expect(entry()).toMatchObject({
      status: 'confirmed',
      calls: {
        status: 'confirmed',
        receipts: [
          { transactionHash: hashOf(1), status: 'success' },
          { transactionHash: hashOf(2), status: 'success' },
        ],
      },
    })
    await vi.advanceTimersByTimeAsync(POLL * 10)
    expect(getCallsStatus).toHaveBeenCalledTimes(2)
  })

  test.each([
    [400, [], 'failedOffchain'],
    [500, [receipt(1, '0x0')], 'reverted'],
    [600, [receipt(1), receipt(2, '0x0')], 'partiallyReverted'],
  ])('behavior: status %i ends the batch as failed, %s', async (code, receipts, status) => {
    const { tracker, entry } = setup([answer(code, receipts)])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(entry()).toMatchObject({ status: 'failed', calls: { status } })
    expect(entry()?.calls?.receipts).toHaveLength(receipts.length)
  })

  test.each([
    ['a malformed answer', { status: 'done' }, 'invalidResponse'],
    ['confirmed without receipts', answer(200), 'invalidResponse'],
    ['an answer for another chain', answer(200, [receipt(1)], '0x1'), 'otherChain'],
    ['an unreachable wallet', new Error('fetch failed'), 'unreachable'],
  ])('behavior: %s keeps it pending with the error kind, and retries', async (_name, bad, kind) => {
    const { tracker, getCallsStatus, logLookupError, entry } = setup([
      bad,
      answer(200, [receipt(1)]),
    ])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(entry()).toMatchObject({ status: 'pending', calls: { status: 'pending', error: kind } })
    expect(logLookupError).toHaveBeenCalledWith(expect.anything(), kind)
    await vi.advanceTimersByTimeAsync(RETRY - 1)
    expect(getCallsStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    // The next good answer settles it and clears the error.
    expect(entry()?.calls).toEqual({
      status: 'confirmed',
      receipts: [{ transactionHash: hashOf(1), status: 'success' }],
    })
  })

  test('behavior: failed lookups retry with a growing delay, never deciding by time', async () => {
    const { tracker, getCallsStatus, entry } = setup([new Error('down')])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(RETRY)
    await vi.advanceTimersByTimeAsync(RETRY * 2)
    expect(getCallsStatus).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(entry()?.status).toBe('pending')
  })

  test('behavior: a reload resumes a pending batch', async () => {
    const storage = memoryStorage()
    const first = setup([answer(100)], storage)
    first.tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    first.tracker.stop()
    // A new page: a new store on the same storage and a new tracker.
    const second = setup([answer(500, [receipt(1, '0x0')])], storage)
    expect(second.entry()?.status).toBe('pending')
    second.tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    expect(second.entry()).toMatchObject({ status: 'failed', calls: { status: 'reverted' } })
  })

  test('behavior: one batch is asked about once at a time, however often track is called', async () => {
    const { tracker, getCallsStatus } = setup([answer(100)])
    tracker.track(ACCOUNT, CHAIN)
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    tracker.track(ACCOUNT, CHAIN)
    expect(getCallsStatus).toHaveBeenCalledTimes(1)
  })

  test('behavior: stop() drops the timers and an answer still on its way', async () => {
    let release!: (value: unknown) => void
    const { store, entry } = setup([])
    const tracker = createCallsTracker({
      store,
      getCallsStatus: () =>
        new Promise((resolve) => {
          release = resolve
        }),
      pollIntervalMs: POLL,
    })
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    tracker.stop()
    release(answer(200, [receipt(1)]))
    await vi.advanceTimersByTimeAsync(POLL * 5)
    expect(entry()?.status).toBe('pending')
  })

  test('behavior: a cleared batch is not asked about again', async () => {
    const { store, tracker, getCallsStatus } = setup([answer(100)])
    tracker.track(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(0)
    store.clearTransactions(ACCOUNT, CHAIN)
    await vi.advanceTimersByTimeAsync(POLL * 5)
    expect(getCallsStatus).toHaveBeenCalledTimes(1)
  })
})

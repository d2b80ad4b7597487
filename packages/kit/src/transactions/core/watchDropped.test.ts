// Covers what the tracker does with a dropped transaction afterwards (§4): it is looked at again
// with the growing, capped delay while its nonce is free; one that is back (mined after all, or
// replaced by a speed-up or cancel of it) goes back to pending and is followed to its verdict; one
// whose nonce another transaction took stays dropped, is marked so (kept across a reload) and is
// not looked at again; a failed look is retried; stop() ends the looks; without recheckDropped
// nothing is looked at. The look itself against a real chain: waitForReceipt.forgotten.anvil.test.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { TRACK_MAX_RETRY_DELAY_MS } from './followScheduler'
import {
  createTransactionTracker,
  type DroppedLook,
  type ReceiptOutcome,
  type SentDetails,
} from './trackTransactions'
import { createTransactionStore, type TransactionStorage } from './transactionStore'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const HASH = `0x${'1'.padStart(64, '0')}` as const
const SENT: SentDetails = { from: ACCOUNT, nonce: 7 }

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage
}

/**
 * A page: its tracker's first wait drops the transaction (what it learnt kept), later waits end
 * with `then`; each look at the dropped one answers the next of `looks` ('missing' once they run
 * out).
 */
function page(options: {
  storage?: TransactionStorage
  looks?: (DroppedLook | Error)[]
  then?: ReceiptOutcome
  recheck?: boolean
  /** Whether this page's first wait drops it (false: a reload of a page that saw it dropped). */
  drops?: boolean
}) {
  const storage = options.storage ?? memoryStorage()
  const store = createTransactionStore({ storage })
  const looks = [...(options.looks ?? [])]
  let waited = 0
  const waitForReceipt = vi.fn(async (args: { remember?: (sent: SentDetails) => void }) => {
    waited += 1
    if (waited > 1 || options.drops === false) return options.then ?? 'success'
    args.remember?.(SENT)
    return 'dropped' as const
  })
  const recheckDropped = vi.fn(async (_: { hash: string; chainId: number; sent: SentDetails }) => {
    const look = looks.shift() ?? 'missing'
    if (look instanceof Error) throw look
    return look
  })
  const tracker = createTransactionTracker({
    store,
    waitForReceipt,
    ...(options.recheck === false ? {} : { recheckDropped }),
    retryDelayMs: 1_000,
  })
  // As the kit's hook does: entries that change join the tracking.
  store.subscribe(() => tracker.track(ACCOUNT, CHAIN))
  const entry = () => store.getTransactions(ACCOUNT, CHAIN)[0]
  return { store, storage, tracker, waitForReceipt, recheckDropped, entry }
}

async function dropped(p: ReturnType<typeof page>) {
  p.store.addTransaction(ACCOUNT, CHAIN, { hash: HASH, description: 'Pay' })
  await vi.advanceTimersByTimeAsync(0)
  expect(p.entry()).toMatchObject({ status: 'failed', dropped: true })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('behavior: a dropped transaction is looked at again, with a growing delay capped at a minute, what was learnt handed on', async () => {
  const p = page({})
  await dropped(p)
  expect(p.recheckDropped).toHaveBeenCalledTimes(1)
  expect(p.recheckDropped).toHaveBeenLastCalledWith({
    hash: HASH,
    chainId: CHAIN,
    sent: expect.objectContaining(SENT),
  })
  await vi.advanceTimersByTimeAsync(999)
  expect(p.recheckDropped).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(p.recheckDropped).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(2_000)
  expect(p.recheckDropped).toHaveBeenCalledTimes(3)
  // Far on, one look per capped delay; the entry stays dropped meanwhile.
  await vi.advanceTimersByTimeAsync(10 * TRACK_MAX_RETRY_DELAY_MS)
  const calls = p.recheckDropped.mock.calls.length
  await vi.advanceTimersByTimeAsync(TRACK_MAX_RETRY_DELAY_MS)
  expect(p.recheckDropped).toHaveBeenCalledTimes(calls + 1)
  expect(p.entry()).toMatchObject({ status: 'failed', dropped: true })
})

test.each([
  ['mined after all', 'success', { status: 'confirmed' }],
  ['mined after all, reverted', 'reverted', { status: 'failed' }],
  [
    'sped up',
    { replaced: { reason: 'repriced', hash: `0x${'2'.padStart(64, '0')}` }, receipt: 'success' },
    { status: 'confirmed', replaced: { reason: 'repriced' } },
  ],
] as const)(
  'behavior: one that is back (%s) goes back to pending and ends with its verdict, not dropped',
  async (_, then, verdict) => {
    const p = page({ looks: ['missing', 'back'], then })
    await dropped(p)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(p.waitForReceipt).toHaveBeenCalledTimes(2)
    expect(p.entry()).toMatchObject(verdict)
    expect(p.entry()?.dropped).toBeUndefined()
  },
)

test('behavior: one whose nonce another transaction took stays dropped, is marked so, and is not looked at again, also after a reload', async () => {
  const p = page({ looks: ['taken'] })
  await dropped(p)
  expect(p.entry()).toMatchObject({ status: 'failed', dropped: true, nonceTaken: true })
  await vi.advanceTimersByTimeAsync(10 * TRACK_MAX_RETRY_DELAY_MS)
  expect(p.recheckDropped).toHaveBeenCalledTimes(1)
  p.tracker.stop()
  const reloaded = page({ storage: p.storage, drops: false })
  reloaded.tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(TRACK_MAX_RETRY_DELAY_MS)
  expect(reloaded.entry()).toMatchObject({ dropped: true, nonceTaken: true })
  expect(reloaded.recheckDropped).not.toHaveBeenCalled()
})

test('behavior: after a reload a dropped transaction is looked at again', async () => {
  const p = page({})
  await dropped(p)
  p.tracker.stop()
  const reloaded = page({ storage: p.storage, looks: ['back'], drops: false })
  reloaded.tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(reloaded.recheckDropped).toHaveBeenCalledTimes(1)
  expect(reloaded.entry()).toMatchObject({ status: 'confirmed' })
})

test('behavior: a failed look keeps it dropped and is retried', async () => {
  const p = page({ looks: [new Error('RPC down'), 'back'] })
  await dropped(p)
  expect(p.entry()).toMatchObject({ status: 'failed', dropped: true })
  await vi.advanceTimersByTimeAsync(1_000)
  expect(p.entry()).toMatchObject({ status: 'confirmed' })
})

test('behavior: stop() ends the looks', async () => {
  const p = page({})
  await dropped(p)
  p.tracker.stop()
  await vi.advanceTimersByTimeAsync(10 * TRACK_MAX_RETRY_DELAY_MS)
  expect(p.recheckDropped).toHaveBeenCalledTimes(1)
})

test('behavior: without recheckDropped a dropped transaction is not looked at again', async () => {
  const p = page({ recheck: false })
  await dropped(p)
  await vi.advanceTimersByTimeAsync(10 * TRACK_MAX_RETRY_DELAY_MS)
  expect(p.waitForReceipt).toHaveBeenCalledTimes(1)
})

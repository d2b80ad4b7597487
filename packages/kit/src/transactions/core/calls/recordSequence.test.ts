// Calls sent one by one, recorded as they go (#27), and followed once the run is over: the entry
// appears with the first sent transaction ("1 of 3 confirmed" with the run's id), ends confirmed
// when every call was, or records the call the run stopped at; a run that ended without a word
// (its page went away) records the calls not sent as interrupted. The tracker leaves a run still
// going to its page, and once it has ended (or its page is gone: after a reload) reads the sent
// transactions' receipts, as viem's fallback id of them: the verdict (partly reverted, reverted,
// confirmed) and the calls not sent stay on the entry. The run registry itself with Web Locks is
// covered in the browser (e2e/batch.spec.ts); here its answer is a test double.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { decodeFallbackCallsId, encodeFallbackCallsId } from '../../../core/calls/fallbackCallsId'
import { createTransactionStore, type TransactionStorage } from '../transactionStore'
import { SEQUENCE_ID_PREFIX } from './callsVocabulary'
import { recordSequence } from './recordSequence'
import { isSequenceRunGoing } from './sequenceRuns'
import { createCallsTracker } from './trackCalls'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const POLL = 1_000
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const [H1, H2] = [hashOf(1), hashOf(2)]
const ID = `${SEQUENCE_ID_PREFIX}${H1}`

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage
}

/** A page: its store, and a recorder of a three-call run in it. */
function page(storage = memoryStorage()) {
  const store = createTransactionStore({ storage })
  const recorder = recordSequence(store, { account: ACCOUNT, chainId: CHAIN, description: 'Pay' })
  const entry = () => store.getTransactions(ACCOUNT, CHAIN)[0]
  return { storage, store, recorder, entry }
}

/** A tracker over `store` whose receipts say `receipts` (null: not mined yet). */
function tracker(
  store: ReturnType<typeof page>['store'],
  receipts: Record<string, '0x1' | '0x0' | null>,
  isRunGoing = isSequenceRunGoing,
) {
  const getCallsStatus = vi.fn(async ({ callsId }: { callsId: string }) => {
    const calls = decodeFallbackCallsId(callsId)
    if (!calls) throw new Error(`not a fallback id: ${callsId}`)
    const sent = calls.hashes.filter((hash) => hash !== undefined)
    const mined = sent.filter((hash) => receipts[hash] != null)
    const succeeded = mined.filter((hash) => receipts[hash] === '0x1').length
    const status =
      mined.length < sent.length
        ? 100
        : succeeded === calls.hashes.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      id: callsId,
      chainId: '0x7a69',
      status,
      receipts: mined.map((hash) => ({ transactionHash: hash, status: receipts[hash] })),
    }
  })
  const calls = createCallsTracker({ store, getCallsStatus, pollIntervalMs: POLL, isRunGoing })
  store.subscribe(() => calls.track(ACCOUNT, CHAIN))
  calls.track(ACCOUNT, CHAIN)
  return { calls, getCallsStatus }
}

const progress = (sent: number, confirmed: number) => ({
  total: 3,
  sent,
  confirmed,
  hashes: [H1, H2].slice(0, sent),
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('behavior: the entry appears with the first sent transaction, pending with the run, and counts confirmed calls', () => {
  const { recorder, entry } = page()
  recorder.progress(progress(0, 0))
  expect(entry()).toBeUndefined()
  recorder.progress(progress(1, 0))
  expect(entry()).toMatchObject({
    callsId: ID,
    description: 'Pay',
    status: 'pending',
    sequence: { total: 3, hashes: [H1], run: expect.any(String) },
    calls: { status: 'pending', receipts: [] },
  })
  recorder.progress(progress(2, 1))
  expect(entry()).toMatchObject({
    sequence: { hashes: [H1, H2] },
    calls: { receipts: [{ transactionHash: H1, status: 'success' }] },
  })
  recorder.end()
})

test('behavior: every call confirmed ends the entry confirmed, its run over', () => {
  const { recorder, entry } = page()
  recorder.progress(progress(1, 0))
  recorder.progress({ total: 2, sent: 2, confirmed: 2, hashes: [H1, H2] })
  recorder.done()
  recorder.end()
  expect(entry()).toMatchObject({ status: 'confirmed', calls: { status: 'confirmed' } })
  expect(entry()?.sequence).toEqual({ total: 2, hashes: [H1, H2] })
})

test('behavior: a run still going is its page’s: the wallet is not asked, until it has ended; then the receipts decide, the failed call and the calls not sent kept', async () => {
  const { store, recorder, entry } = page()
  const { getCallsStatus } = tracker(store, { [H1]: '0x1', [H2]: '0x0' })
  recorder.progress(progress(1, 0))
  recorder.progress(progress(2, 1))
  await vi.advanceTimersByTimeAsync(5 * POLL)
  expect(getCallsStatus).not.toHaveBeenCalled()
  // Call 2 reverted: the run stops there; call 3 is never sent.
  recorder.stopped({ index: 2, hashes: [H1, H2], reason: 'reverted' })
  recorder.end()
  await vi.advanceTimersByTimeAsync(POLL)
  expect(getCallsStatus).toHaveBeenCalledWith(
    expect.objectContaining({
      callsId: encodeFallbackCallsId({ chainId: CHAIN, hashes: [H1, H2, undefined] }),
    }),
  )
  expect(entry()).toMatchObject({
    status: 'failed',
    sequence: { total: 3, hashes: [H1, H2], stopped: { index: 2 } },
    calls: {
      status: 'partiallyReverted',
      receipts: [
        { transactionHash: H1, status: 'success' },
        { transactionHash: H2, status: 'reverted' },
      ],
    },
  })
  expect(entry()?.sequence?.run).toBeUndefined()
})

test('behavior: after a reload mid-run, the calls its page had not sent are recorded as not sent, and the sent ones followed to their receipts', async () => {
  const before = page()
  before.recorder.progress(progress(1, 0))
  before.recorder.progress(progress(2, 1))
  // The page goes away while call 2 waits for its receipt (its run is not ended by it).
  const after = page(before.storage)
  expect(after.entry()?.sequence?.run).toEqual(expect.any(String))
  const { getCallsStatus } = tracker(after.store, { [H1]: '0x1', [H2]: null }, async () => false)
  await vi.advanceTimersByTimeAsync(0)
  expect(after.entry()).toMatchObject({
    status: 'pending',
    sequence: { total: 3, hashes: [H1, H2], stopped: { index: 3, interrupted: true } },
  })
  expect(after.entry()?.sequence?.run).toBeUndefined()
  expect(getCallsStatus).toHaveBeenCalledTimes(1)
  // Call 2 is mined meanwhile: the entry ends with what happened.
  getCallsStatus.mockImplementation(async ({ callsId }) => ({
    id: callsId,
    chainId: '0x7a69',
    status: 600,
    receipts: [
      { transactionHash: H1, status: '0x1' },
      { transactionHash: H2, status: '0x1' },
    ],
  }))
  await vi.advanceTimersByTimeAsync(POLL)
  expect(after.entry()).toMatchObject({
    status: 'failed',
    calls: { status: 'partiallyReverted' },
    sequence: { stopped: { index: 3, interrupted: true } },
  })
})

test('behavior: a call whose receipt the run could not have is not said to have failed: the calls after it are not sent', () => {
  const { recorder, entry } = page()
  recorder.progress(progress(1, 0))
  recorder.progress(progress(2, 1))
  recorder.stopped({ index: 2, hashes: [H1, H2], reason: 'unconfirmed' })
  recorder.end()
  expect(entry()?.sequence).toEqual({
    total: 3,
    hashes: [H1, H2],
    stopped: { index: 3, interrupted: true },
  })
})

test('behavior: a run that ended without a word from the action records the calls not sent as interrupted', () => {
  const { recorder, entry } = page()
  recorder.progress(progress(1, 0))
  recorder.end()
  expect(entry()?.sequence).toEqual({
    total: 3,
    hashes: [H1],
    stopped: { index: 2, interrupted: true },
  })
})

test('behavior: a run stopped before anything was sent records nothing', () => {
  const { recorder, entry } = page()
  recorder.progress(progress(0, 0))
  recorder.stopped({ index: 1, hashes: [], reason: 'notSent' })
  recorder.end()
  expect(entry()).toBeUndefined()
})

test('error: a stored run that is broken, or a run id without its record, is dropped', () => {
  const { store, recorder, storage } = page()
  recorder.progress(progress(1, 0))
  recorder.end()
  const raw = JSON.parse(storage.getItem('gatehouse.transactions') ?? '{}')
  const [stored] = raw[ACCOUNT.toLowerCase()][CHAIN]
  for (const broken of [
    { ...stored, sequence: { ...stored.sequence, hashes: [] } },
    { ...stored, sequence: { ...stored.sequence, total: 0 } },
    { ...stored, sequence: { ...stored.sequence, stopped: { index: 9 } } },
    { ...stored, sequence: undefined },
    { ...stored, callsId: 'bundle-1' },
  ]) {
    storage.setItem(
      'gatehouse.transactions',
      JSON.stringify({ [ACCOUNT.toLowerCase()]: { [CHAIN]: [broken] } }),
    )
    expect(createTransactionStore({ storage }).getTransactions(ACCOUNT, CHAIN)).toEqual([])
  }
  expect(store.getTransactions(ACCOUNT, CHAIN)).toHaveLength(1)
})

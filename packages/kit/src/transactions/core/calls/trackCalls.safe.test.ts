// Covers a batch sent from a Safe (#27): its calls id is the safeTxHash (what the Safe's
// wallet_sendCalls answers), and it follows the Safe transaction through the Safe tracker
// (../followSafe.ts) instead of the wallet: "n of m confirmations" while the owners sign,
// awaiting execution, then the executed transaction's receipt decides, its hash the batch's one
// receipt; cancelled is failed off-chain; never failed because time passed; a reload resumes it
// without asking again whether the account is a Safe. An account that is not a Safe, a calls id
// that is no hash, or a Safe check that fails: the wallet is asked, as for any batch. The Safe
// lookups, the receipt wait and the wallet are test doubles; timers are vitest's.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { SafeTxSnapshot } from '../../../safe/facade'
import type { SafeTracking } from '../followSafe'
import type { ReceiptOutcome } from '../trackTransactions'
import { createTransactionStore, type TransactionStorage } from '../transactionStore'
import { createCallsTracker } from './trackCalls'

const ACCOUNT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01'
const CHAIN = 31337
const SAFE_TX_HASH = `0x${'5afe'.padStart(64, '0')}` as const
const EXECUTED = `0x${'e1ec'.padStart(64, '0')}` as const
const POLL = 1_000

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies TransactionStorage
}

const snapshot = (
  status: SafeTxSnapshot['status'],
  confirmations = 1,
  txHash?: `0x${string}`,
): SafeTxSnapshot => ({ status, confirmations, confirmationsRequired: 2, txHash })

/**
 * A store with one pending batch, and a tracker whose Safe answers `snapshots` in turn (the last
 * one again once they run out) and whose receipt wait answers `outcome`.
 */
function setup(options: {
  snapshots?: SafeTxSnapshot[]
  isSafe?: boolean | Error
  outcome?: ReceiptOutcome
  callsId?: string
  storage?: TransactionStorage
}) {
  const { callsId = SAFE_TX_HASH } = options
  const store = createTransactionStore({ storage: options.storage })
  if (!store.getTransactions(ACCOUNT, CHAIN).some((tx) => tx.callsId === callsId))
    store.addTransaction(ACCOUNT, CHAIN, { callsId, description: 'Approve and transfer' })
  const snapshots = [...(options.snapshots ?? [snapshot('AWAITING_CONFIRMATIONS')])]
  const tracking = {
    isSafeAccount: vi.fn(async () => {
      if (options.isSafe instanceof Error) throw options.isSafe
      return options.isSafe ?? true
    }),
    getTransaction: vi.fn(async () => (snapshots.length > 1 ? snapshots.shift() : snapshots[0])!),
    pollIntervalMs: POLL,
  } satisfies SafeTracking
  const waitForReceipt = vi.fn(async () => options.outcome ?? ('success' as const))
  const getCallsStatus = vi.fn(async () => ({
    version: '2.0.0',
    id: callsId,
    chainId: '0x7a69',
    status: 100,
  }))
  const tracker = createCallsTracker({
    store,
    getCallsStatus,
    pollIntervalMs: POLL,
    safe: { tracking, waitForReceipt },
  })
  const entry = () => store.getTransactions(ACCOUNT, CHAIN).find((tx) => tx.callsId === callsId)
  return { store, tracker, tracking, waitForReceipt, getCallsStatus, entry }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('behavior: follows the Safe transaction: confirmations, awaiting execution, then executed and confirmed by its receipt; the wallet is never asked', async () => {
  const { tracker, tracking, waitForReceipt, getCallsStatus, entry } = setup({
    snapshots: [
      snapshot('AWAITING_CONFIRMATIONS', 1),
      snapshot('AWAITING_EXECUTION', 2),
      snapshot('SUCCESS', 2, EXECUTED),
    ],
  })
  tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(tracking.getTransaction).toHaveBeenCalledWith({
    account: ACCOUNT,
    chainId: CHAIN,
    safeTxHash: SAFE_TX_HASH,
  })
  expect(entry()).toMatchObject({
    status: 'pending',
    safe: { status: 'AWAITING_CONFIRMATIONS', confirmations: 1, confirmationsRequired: 2 },
    calls: { status: 'pending', receipts: [] },
  })
  await vi.advanceTimersByTimeAsync(POLL)
  expect(entry()?.safe?.status).toBe('AWAITING_EXECUTION')
  await vi.advanceTimersByTimeAsync(POLL)
  expect(waitForReceipt).toHaveBeenCalledWith(
    expect.objectContaining({ hash: EXECUTED, chainId: CHAIN }),
  )
  expect(entry()).toMatchObject({
    status: 'confirmed',
    safe: { status: 'SUCCESS', txHash: EXECUTED },
    calls: { status: 'confirmed', receipts: [{ transactionHash: EXECUTED, status: 'success' }] },
  })
  expect(getCallsStatus).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(10 * POLL)
  expect(tracking.getTransaction).toHaveBeenCalledTimes(3)
})

test('behavior: an execution whose receipt reverted ends reverted, its receipt shown', async () => {
  const { tracker, entry } = setup({
    snapshots: [snapshot('FAILED', 2, EXECUTED)],
    outcome: 'reverted',
  })
  tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(entry()).toMatchObject({
    status: 'failed',
    calls: { status: 'reverted', receipts: [{ transactionHash: EXECUTED, status: 'reverted' }] },
  })
})

test('behavior: cancelled in the Safe ends failed off-chain, nothing sent', async () => {
  const { tracker, waitForReceipt, entry } = setup({ snapshots: [snapshot('CANCELLED')] })
  tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(entry()).toMatchObject({
    status: 'failed',
    safe: { status: 'CANCELLED' },
    calls: { status: 'failedOffchain', receipts: [] },
  })
  expect(waitForReceipt).not.toHaveBeenCalled()
})

test('behavior: never failed because time passed, and a lookup error keeps it pending', async () => {
  const { tracker, tracking, entry } = setup({})
  tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(100 * POLL)
  expect(entry()?.status).toBe('pending')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  tracking.getTransaction.mockRejectedValueOnce(
    Object.assign(new Error('down'), { name: 'SafeGatewayUnreachableError' }),
  )
  await vi.advanceTimersByTimeAsync(POLL)
  expect(entry()).toMatchObject({
    status: 'pending',
    safe: { status: 'AWAITING_CONFIRMATIONS', error: 'unreachable' },
  })
  expect(warn).toHaveBeenCalledTimes(1)
  warn.mockRestore()
})

test('behavior: after a reload it resumes through the Safe without asking again whether the account is one', async () => {
  const storage = memoryStorage()
  const first = setup({ storage })
  first.tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  first.tracker.stop()
  const reloaded = setup({ storage, snapshots: [snapshot('SUCCESS', 2, EXECUTED)] })
  expect(reloaded.entry()?.safe?.status).toBe('AWAITING_CONFIRMATIONS')
  reloaded.tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(reloaded.tracking.isSafeAccount).not.toHaveBeenCalled()
  expect(reloaded.entry()).toMatchObject({ status: 'confirmed', calls: { status: 'confirmed' } })
})

test.each([
  ['an account that is not a Safe', { isSafe: false }],
  ['a Safe check that fails', { isSafe: new Error('gateway down') }],
  ['a calls id that is no safeTxHash', { callsId: 'bundle-1' }],
])('behavior: %s: the wallet is asked, as for any batch', async (_, options) => {
  const { tracker, tracking, getCallsStatus, entry } = setup(options)
  tracker.track(ACCOUNT, CHAIN)
  await vi.advanceTimersByTimeAsync(0)
  expect(getCallsStatus).toHaveBeenCalledTimes(1)
  expect(tracking.getTransaction).not.toHaveBeenCalled()
  expect(entry()?.safe).toBeUndefined()
})

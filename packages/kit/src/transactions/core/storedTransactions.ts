// What is stored for recent transactions: a defensive reader and writer for the persisted form
// (invalid entries are dropped one by one, never a crash). New ones are validated by
// validateNewTransaction.ts.

import { MAX_FINISHED_TRANSACTIONS } from '../../core/constants'
import {
  isCallsId,
  isCount,
  isHexAddress,
  isPositiveInteger,
  isRecord,
  isTransactionHash,
} from '../../core/guards'
import { isSafeLookupErrorKind, isSafeTxStatus } from '../../safe/facade'
import {
  isCallsLookupErrorKind,
  isCallsStatus,
  SEQUENCE_ID_PREFIX,
  transactionStatusOfCalls,
} from './calls/callsVocabulary'
import type {
  CallsInfo,
  CallsReceipt,
  CallsSequence,
  ReplacementInfo,
  SafeTransactionInfo,
  SentCall,
  Transaction,
  TransactionStatus,
} from './transactionTypes'

/** Synchronous and localStorage-shaped; may throw (quota, storage blocked). */
const STATUSES: readonly unknown[] = [
  'pending',
  'confirmed',
  'failed',
] satisfies TransactionStatus[]
export const EMPTY: readonly Transaction[] = Object.freeze([])

export type State = ReadonlyMap<string, readonly Transaction[]>

export const isChainId = isPositiveInteger

// Addresses differ only in checksum casing, so one account is one key; chain ids are decimal.
export const pairKey = (account: string, chainId: number) => `${account.toLowerCase()}:${chainId}`
export const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Which entry a transaction is: hashes compare without case, calls ids (any text) exactly. */
export type EntryId = { hash: string } | { callsId: string }
export const isEntry = (tx: Transaction, id: EntryId): boolean =>
  'hash' in id
    ? tx.hash !== undefined && sameHash(tx.hash, id.hash)
    : tx.callsId !== undefined && tx.callsId === id.callsId
export const entryIdOf = (tx: Transaction): EntryId =>
  tx.hash !== undefined ? { hash: tx.hash } : { callsId: tx.callsId }

/** A stored Safe record, or undefined when broken (the entry is then kept as an ordinary one). */
function parseSafeInfo(value: unknown): SafeTransactionInfo | undefined {
  if (!isRecord(value)) return undefined
  const { status, confirmations, confirmationsRequired, txHash, error } = value
  if (!isSafeTxStatus(status) || !isCount(confirmations) || !isCount(confirmationsRequired)) return
  return {
    status,
    confirmations,
    confirmationsRequired,
    ...(isTransactionHash(txHash) ? { txHash } : {}),
    // Entries stored before kinds existed held the raw text: dropped (the next lookup tells).
    ...(isSafeLookupErrorKind(error) ? { error } : {}),
  }
}

const REPLACEMENT_REASONS: readonly unknown[] = ['repriced', 'cancelled', 'replaced']

function parseReplacement(value: unknown): ReplacementInfo | undefined {
  if (!isRecord(value) || !isTransactionHash(value.hash)) return undefined
  if (!REPLACEMENT_REASONS.includes(value.reason)) return undefined
  return { reason: value.reason as ReplacementInfo['reason'], hash: value.hash }
}

const DECIMAL = /^(0|[1-9][0-9]*)$/

function parseCall(value: unknown): SentCall | undefined {
  if (!isRecord(value) || !isTransactionHash(value.inputHash)) return undefined
  if (typeof value.value !== 'string' || !DECIMAL.test(value.value)) return undefined
  if (value.to !== undefined && !isHexAddress(value.to)) return undefined
  return {
    ...(value.to !== undefined ? { to: value.to } : {}),
    value: value.value,
    inputHash: value.inputHash,
  }
}

function parseReceipt(value: unknown): CallsReceipt | undefined {
  if (!isRecord(value) || !isTransactionHash(value.transactionHash)) return undefined
  if (value.status !== 'success' && value.status !== 'reverted') return undefined
  return { transactionHash: value.transactionHash, status: value.status }
}

/** A stored batch record; undefined (the entry is dropped) when any part of it is broken. */
function parseCalls(value: unknown): CallsInfo | undefined {
  if (!isRecord(value) || !isCallsStatus(value.status) || !Array.isArray(value.receipts)) return
  const receipts: CallsReceipt[] = []
  for (const entry of value.receipts) {
    const receipt = parseReceipt(entry)
    if (!receipt) return undefined
    receipts.push(receipt)
  }
  return {
    status: value.status,
    receipts,
    ...(isCallsLookupErrorKind(value.error) ? { error: value.error } : {}),
  }
}

/** A stored one-by-one run; undefined when any part of it is broken. */
function parseSequence(value: unknown): CallsSequence | undefined {
  if (!isRecord(value) || !isPositiveInteger(value.total) || !Array.isArray(value.hashes)) return
  const { total, hashes, run, stopped } = value
  if (hashes.length === 0 || hashes.length > total || !hashes.every(isTransactionHash)) return
  if (run !== undefined && (typeof run !== 'string' || run === '')) return
  let stop: CallsSequence['stopped']
  if (stopped !== undefined) {
    if (!isRecord(stopped) || !isPositiveInteger(stopped.index) || stopped.index > total) return
    stop = { index: stopped.index, ...(stopped.interrupted === true ? { interrupted: true } : {}) }
  }
  return {
    total,
    hashes: hashes as `0x${string}`[],
    ...(run !== undefined ? { run } : {}),
    ...(stop ? { stopped: stop } : {}),
  }
}

function parseTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value)) return undefined
  const { hash, callsId, description, confirmations, status } = value
  if (typeof description !== 'string' || !isPositiveInteger(confirmations)) return
  if (!STATUSES.includes(status)) return
  const common = { description, confirmations, status: status as TransactionStatus }
  if (callsId !== undefined) {
    if (hash !== undefined || !isCallsId(callsId)) return
    const calls = parseCalls(value.calls)
    // The entry's status follows from its batch's: a record where they disagree is not ours.
    if (!calls || transactionStatusOfCalls(calls.status) !== common.status) return
    const safe = parseSafeInfo(value.safe)
    // A one-by-one run is followed through its own record: without it, it is not ours.
    const sequence = parseSequence(value.sequence)
    if (callsId.startsWith(SEQUENCE_ID_PREFIX) !== (sequence !== undefined)) return
    return {
      callsId,
      ...common,
      calls,
      ...(safe ? { safe } : {}),
      ...(sequence ? { sequence } : {}),
    }
  }
  if (!isTransactionHash(hash)) return
  const safe = parseSafeInfo(value.safe)
  const replaced = parseReplacement(value.replaced)
  const { from, nonce, since } = value
  const call = parseCall(value.call)
  const sender = isHexAddress(from) && isCount(nonce) ? { from, nonce } : {}
  const dropped = value.dropped === true && common.status === 'failed' ? (true as const) : undefined
  return {
    hash,
    ...common,
    ...(safe ? { safe } : {}),
    ...sender,
    ...(call ? { call } : {}),
    // An inferred nonce means nothing without the sender and nonce it qualifies.
    ...(value.inferred === true && 'nonce' in sender ? { inferred: true } : {}),
    ...(isCount(since) ? { since } : {}),
    ...(replaced ? { replaced } : {}),
    // Only a finished entry can have been dropped; on a pending one the flag is not ours.
    ...(dropped ? { dropped } : {}),
    ...(dropped && value.nonceTaken === true ? { nonceTaken: true } : {}),
  }
}

export const sameSafeInfo = (
  a: SafeTransactionInfo | undefined,
  b: SafeTransactionInfo | undefined,
) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.status === b.status &&
    a.confirmations === b.confirmations &&
    a.confirmationsRequired === b.confirmationsRequired &&
    a.txHash === b.txHash &&
    a.error === b.error)

const sameSequence = (a: CallsSequence | undefined, b: CallsSequence | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.total === b.total &&
    a.run === b.run &&
    a.stopped?.index === b.stopped?.index &&
    a.stopped?.interrupted === b.stopped?.interrupted &&
    a.hashes.length === b.hashes.length &&
    a.hashes.every((hash, i) => hash === b.hashes[i]))

const sameCalls = (a: CallsInfo | undefined, b: CallsInfo | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.status === b.status &&
    a.error === b.error &&
    a.receipts.length === b.receipts.length &&
    a.receipts.every(
      (receipt, i) =>
        receipt.transactionHash === b.receipts[i]?.transactionHash &&
        receipt.status === b.receipts[i]?.status,
    ))

/** Whether two entries hold the same content (for stable snapshots and no-op writes). */
export const sameTransaction = (a: Transaction, b: Transaction) =>
  a === b ||
  (a.hash === b.hash &&
    a.callsId === b.callsId &&
    a.description === b.description &&
    a.confirmations === b.confirmations &&
    a.status === b.status &&
    sameSafeInfo(a.safe, b.safe) &&
    sameCalls(a.calls, b.calls) &&
    sameSequence(a.sequence, b.sequence) &&
    a.from === b.from &&
    a.nonce === b.nonce &&
    a.call?.to === b.call?.to &&
    a.call?.value === b.call?.value &&
    a.call?.inputHash === b.call?.inputHash &&
    a.inferred === b.inferred &&
    a.since === b.since &&
    a.replaced?.reason === b.replaced?.reason &&
    a.replaced?.hash === b.replaced?.hash &&
    a.dropped === b.dropped &&
    a.nonceTaken === b.nonceTaken)

/** Every pending one, and the newest finished ones up to §9's limit; order is kept. */
export function capFinished(transactions: readonly Transaction[]): readonly Transaction[] {
  let finished = 0
  return transactions.filter((tx) => {
    if (tx.status === 'pending') return true
    finished += 1
    return finished <= MAX_FINISHED_TRANSACTIONS
  })
}

/** Whatever the storage held, as clean state: broken entries are dropped one by one. */
export function parseStoredTransactions(raw: string | null): State {
  const state = new Map<string, readonly Transaction[]>()
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return state
  }
  if (!isRecord(stored)) return state
  for (const [account, chains] of Object.entries(stored)) {
    if (account === '' || !isRecord(chains)) continue
    for (const [chain, list] of Object.entries(chains)) {
      const chainId = Number(chain)
      if (!isChainId(chainId) || String(chainId) !== chain || !Array.isArray(list)) continue
      const key = pairKey(account, chainId)
      // Two spellings of one address merge; the first copy of a hash (the newest) wins.
      const merged = [...(state.get(key) ?? [])]
      for (const entry of list) {
        const tx = parseTransaction(entry)
        if (tx && !merged.some((other) => isEntry(other, entryIdOf(tx)))) merged.push(tx)
      }
      if (merged.length > 0) state.set(key, capFinished(merged))
    }
  }
  return state
}

export function serialize(state: State): string {
  const stored: Record<string, Record<string, readonly Transaction[]>> = {}
  for (const [key, transactions] of state) {
    // The chain id is last; split there in case an account string holds a colon.
    const at = key.lastIndexOf(':')
    const account = key.slice(0, at)
    const chainId = key.slice(at + 1)
    stored[account] = { ...stored[account], [chainId]: transactions }
  }
  return JSON.stringify(stored)
}

// What is stored for recent transactions: a defensive reader and writer for the persisted form
// (invalid entries are dropped one by one, never a crash). New ones are validated by
// validateNewTransaction.ts.

import { MAX_FINISHED_TRANSACTIONS } from './constants'
import { isCount, isPositiveInteger, isRecord, isTransactionHash } from './guards'
import { isSafeLookupErrorKind, isSafeTxStatus } from './safe/safeVocabulary'
import type { SafeTransactionInfo, Transaction, TransactionStatus } from './transactionTypes'

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

function parseTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value)) return undefined
  const { hash, description, confirmations, status } = value
  if (
    !isTransactionHash(hash) ||
    typeof description !== 'string' ||
    !isPositiveInteger(confirmations)
  )
    return
  if (!STATUSES.includes(status)) return
  const safe = parseSafeInfo(value.safe)
  return {
    hash,
    description,
    confirmations,
    status: status as TransactionStatus,
    ...(safe ? { safe } : {}),
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
        if (tx && !merged.some((other) => sameHash(other.hash, tx.hash))) merged.push(tx)
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

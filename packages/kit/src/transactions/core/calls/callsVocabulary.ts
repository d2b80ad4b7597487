// The words a stored batch may hold, their guards, and a Safe batch's calls from its Safe. Dependency-free: reading stored
// transactions happens early and must not load the status parser or its errors.
import type {
  CallsInfo,
  CallsLookupErrorKind,
  CallsStatus,
  SafeTransactionInfo,
  TransactionStatus,
} from '../transactionTypes'

export const CALLS_STATUSES: readonly CallsStatus[] = [
  'pending',
  'confirmed',
  'failedOffchain',
  'reverted',
  'partiallyReverted',
]

export const isCallsStatus = (value: unknown): value is CallsStatus =>
  (CALLS_STATUSES as readonly unknown[]).includes(value)

export const CALLS_LOOKUP_ERROR_KINDS: readonly CallsLookupErrorKind[] = [
  'unreachable',
  'invalidResponse',
  'otherChain',
  'wentBack',
]

export const isCallsLookupErrorKind = (value: unknown): value is CallsLookupErrorKind =>
  (CALLS_LOOKUP_ERROR_KINDS as readonly unknown[]).includes(value)

/** The prefix of a one-by-one run's calls id (`sequence:` and its first transaction's hash). */
export const SEQUENCE_ID_PREFIX = 'sequence:'

/** What a batch's status means for the entry: still pending, confirmed, or failed (in part). */
export const transactionStatusOfCalls = (status: CallsStatus) =>
  status === 'pending' ? 'pending' : status === 'confirmed' ? 'confirmed' : 'failed'

/**
 * A Safe batch's calls as its Safe transaction stands (one on-chain transaction for all its calls):
 * pending while it waits; once executed, its receipt; cancelled is failed off-chain (nothing was
 * sent); failed without a receipt reverted.
 */
export function callsOfSafe(safe: SafeTransactionInfo, status: TransactionStatus): CallsInfo {
  if (status === 'pending') return { status: 'pending', receipts: [] }
  if (safe.status === 'CANCELLED') return { status: 'failedOffchain', receipts: [] }
  const verdict = status === 'confirmed' ? 'success' : 'reverted'
  const receipts = safe.txHash ? [{ transactionHash: safe.txHash, status: verdict } as const] : []
  return { status: status === 'confirmed' ? 'confirmed' : 'reverted', receipts }
}

// The words a stored batch may hold, and their guards. Dependency-free: reading stored
// transactions happens early and must not load the status parser or its errors.
import type { CallsLookupErrorKind, CallsStatus } from '../transactionTypes'

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

/** What a batch's status means for the entry: still pending, confirmed, or failed (in part). */
export const transactionStatusOfCalls = (status: CallsStatus) =>
  status === 'pending' ? 'pending' : status === 'confirmed' ? 'confirmed' : 'failed'

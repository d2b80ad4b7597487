// The words a stored transaction's Safe record may hold, and their guards. Dependency-free on
// purpose: reading stored transactions happens on the first render, and must not load the Safe
// error classes or the gateway's error mapping with it.
import type { SafeTxStatus } from '../../transactions/facade'
import type { SafeLookupErrorKind } from './gatewayErrors'

export const SAFE_LOOKUP_ERROR_KINDS: readonly SafeLookupErrorKind[] = [
  'notFound',
  'unreachable',
  'invalidResponse',
]

export const isSafeLookupErrorKind = (value: unknown): value is SafeLookupErrorKind =>
  (SAFE_LOOKUP_ERROR_KINDS as readonly unknown[]).includes(value)

export const SAFE_TX_STATUSES: readonly SafeTxStatus[] = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
]

export const isSafeTxStatus = (value: unknown): value is SafeTxStatus =>
  (SAFE_TX_STATUSES as readonly unknown[]).includes(value)

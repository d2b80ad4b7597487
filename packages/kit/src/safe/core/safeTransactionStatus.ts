// A Safe transaction's lifecycle in the gateway's vocabulary (§3), read from the gateway's (or the
// SDK's) TransactionDetails, and what it means for the stored transaction's status.

import { isCount, isRecord, isTransactionHash } from '../../core/guards'
import type { SafeTxStatus, TransactionStatus } from '../../transactions/facade'
import { InvalidResponseContentError } from '../errors/safe'
import { isSafeTxStatus } from './safeVocabulary'

/** What one look at a Safe transaction tells. */
export type SafeTxSnapshot = {
  status: SafeTxStatus
  confirmations: number
  confirmationsRequired: number
  /** The on-chain hash once executed. */
  txHash: `0x${string}` | undefined
}

/** Executed or dropped: nothing more will happen to it off-chain. */
export function isFinalSafeStatus(status: SafeTxStatus): boolean {
  switch (status) {
    case 'AWAITING_CONFIRMATIONS':
    case 'AWAITING_EXECUTION':
      return false
    case 'CANCELLED':
    case 'FAILED':
    case 'SUCCESS':
      return true
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}

/**
 * The stored status for a Safe status: waiting is pending (never failed because time passed);
 * executed ones are confirmed or failed (the receipt has the last word when there is one);
 * a cancelled transaction did not happen, so it is failed.
 */
export function transactionStatusOf(status: SafeTxStatus): TransactionStatus {
  switch (status) {
    case 'AWAITING_CONFIRMATIONS':
    case 'AWAITING_EXECUTION':
      return 'pending'
    case 'SUCCESS':
      return 'confirmed'
    case 'FAILED':
    case 'CANCELLED':
      return 'failed'
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}

/** Reads TransactionDetails; anything else is "Invalid response content" (§8). */
export function parseSafeTxDetails(details: unknown): SafeTxSnapshot {
  if (!isRecord(details) || !isSafeTxStatus(details.txStatus))
    throw new InvalidResponseContentError()
  const info = isRecord(details.detailedExecutionInfo) ? details.detailedExecutionInfo : {}
  const confirmations = Array.isArray(info.confirmations) ? info.confirmations.length : 0
  const required = isCount(info.confirmationsRequired) ? info.confirmationsRequired : confirmations
  const txHash = isTransactionHash(details.txHash) ? details.txHash : undefined
  return { status: details.txStatus, confirmations, confirmationsRequired: required, txHash }
}

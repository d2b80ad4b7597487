// What addRecentTransaction accepts (§5, §8), in a module of its own: useAddRecentTransaction
// checks a call with it at once, also while the store's own code is still loading (#18).

import { isCallsId, isPositiveInteger, isRecord, isTransactionHash } from '../../core/guards'
import {
  InvalidCallsIdError,
  InvalidTransactionConfirmationsError,
  InvalidTransactionDescriptionError,
  InvalidTransactionHashError,
} from '../errors/transaction'
import type { NewTransaction, Transaction } from './transactionTypes'

/** The fields both kinds of entry share, checked after the identifier. */
function common(description: unknown, confirmations: unknown) {
  if (typeof description !== 'string') throw new InvalidTransactionDescriptionError()
  if (!isPositiveInteger(confirmations)) throw new InvalidTransactionConfirmationsError()
  return { description, confirmations, status: 'pending' as const }
}

/**
 * Validates in the catalogue's order, so the first broken field names the error. An entry is a
 * transaction hash or an EIP-5792 calls id (a batch, pending until its status says otherwise).
 */
export function validateNewTransaction(input: NewTransaction): Transaction {
  const {
    hash,
    callsId,
    description,
    confirmations = 1,
  } = (isRecord(input) ? input : {}) as Partial<Record<keyof NewTransaction, unknown>>
  if (callsId !== undefined) {
    if (hash !== undefined || !isCallsId(callsId)) throw new InvalidCallsIdError()
    const rest = common(description, confirmations)
    return { callsId, ...rest, calls: { status: 'pending', receipts: [] } }
  }
  if (!isTransactionHash(hash)) throw new InvalidTransactionHashError()
  return { hash, ...common(description, confirmations) }
}

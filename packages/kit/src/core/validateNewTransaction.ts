// What addRecentTransaction accepts (§5, §8), in a module of its own: useAddRecentTransaction
// checks a call with it at once, also while the store's own code is still loading (#18).
import {
  InvalidTransactionConfirmationsError,
  InvalidTransactionDescriptionError,
  InvalidTransactionHashError,
} from '../errors/transaction'
import { isPositiveInteger, isRecord, isTransactionHash } from './guards'
import type { NewTransaction, Transaction } from './transactionTypes'

/** Validates in the catalogue's order, so the first broken field names the error. */
export function validateNewTransaction(input: NewTransaction): Transaction {
  const {
    hash,
    description,
    confirmations = 1,
  } = (isRecord(input) ? input : {}) as Partial<Record<keyof NewTransaction, unknown>>
  if (!isTransactionHash(hash)) throw new InvalidTransactionHashError()
  if (typeof description !== 'string') throw new InvalidTransactionDescriptionError()
  if (!isPositiveInteger(confirmations)) throw new InvalidTransactionConfirmationsError()
  return { hash, description, confirmations, status: 'pending' }
}

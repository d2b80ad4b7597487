// Recent-transaction errors (§5, §8): what addRecentTransaction refuses, with the catalogue's text.
import { BaseError } from '../../errors/base'

export type InvalidTransactionHashErrorType = InvalidTransactionHashError & {
  name: 'InvalidTransactionHashError'
}
/** §5, §8: a transaction hash must be 0x followed by 64 hex characters. */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError' as const
  constructor() {
    super('Invalid transaction hash')
  }
}

export type InvalidTransactionDescriptionErrorType = InvalidTransactionDescriptionError & {
  name: 'InvalidTransactionDescriptionError'
}
/** §5, §8: a transaction description must be a string. */
export class InvalidTransactionDescriptionError extends BaseError {
  override name = 'InvalidTransactionDescriptionError' as const
  constructor() {
    super('Transaction must have a description')
  }
}

export type InvalidTransactionConfirmationsErrorType = InvalidTransactionConfirmationsError & {
  name: 'InvalidTransactionConfirmationsError'
}
/** §5, §8: confirmations must be a positive integer ("positiver" is the catalogue's own text). */
export class InvalidTransactionConfirmationsError extends BaseError {
  override name = 'InvalidTransactionConfirmationsError' as const
  constructor() {
    super('Transaction confirmations must be a positiver integer')
  }
}

export type NoAddressOrChainIdErrorType = NoAddressOrChainIdError & {
  name: 'NoAddressOrChainIdError'
}
/** §8: transactions are keyed by account and chain, so neither may be missing. */
export class NoAddressOrChainIdError extends BaseError {
  override name = 'NoAddressOrChainIdError' as const
  constructor() {
    super('No address or chain ID found')
  }
}

/** What `addRecentTransaction` (from `useAddRecentTransaction`) may throw. */
export type AddRecentTransactionErrorType =
  | InvalidTransactionHashErrorType
  | InvalidTransactionDescriptionErrorType
  | InvalidTransactionConfirmationsErrorType
  | NoAddressOrChainIdErrorType
  | InvalidCallsIdErrorType

export type InvalidCallsIdErrorType = InvalidCallsIdError & { name: 'InvalidCallsIdError' }
/**
 * An EIP-5792 calls id must be 1 to 4096 characters of visible ASCII, and a transaction has a
 * hash or a calls id, not both.
 */
export class InvalidCallsIdError extends BaseError {
  override name = 'InvalidCallsIdError' as const
  constructor() {
    super('Invalid calls id')
  }
}

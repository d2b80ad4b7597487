// Safe errors (§5, §8): typed, with a literal name to branch on and the catalogue's text.
import { BaseError } from '../errors'

/** §8 connector problems: the Safe host did not answer getSafeInfo in time. */
export class SafeInfoUnavailableError extends BaseError {
  override name = 'SafeInfoUnavailableError' as const
  constructor(options?: { cause?: unknown }) {
    super('Could not load Safe information', options)
  }
}

/**
 * §8: the Safe Client Gateway answered with an error. Its message reads the code followed by the
 * message when the body had both, otherwise the HTTP status text.
 */
export class GatewayError extends BaseError {
  override name = 'GatewayError' as const
  readonly code: number | undefined
  constructor(message: string, code?: number, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** §8: a gateway answer that is not the JSON it should be. */
export class InvalidResponseContentError extends BaseError {
  override name = 'InvalidResponseContentError' as const
  constructor(options?: { cause?: unknown }) {
    super('Invalid response content', options)
  }
}

/** §5: a typed-data message needs domain, types and message. */
export class InvalidTypedDataError extends BaseError {
  override name = 'InvalidTypedDataError' as const
  constructor(missing: readonly string[]) {
    super(
      `Invalid typed data: a typed-data message needs domain, types and message (missing ${missing.join(', ')})`,
    )
  }
}

/** §5: sending transactions needs at least one. */
export class NoTransactionsError extends BaseError {
  override name = 'NoTransactionsError' as const
  constructor() {
    super('No transactions were passed: sending needs at least one transaction')
  }
}

/** §5: a transaction-hash lookup needs a non-empty hash. */
export class InvalidSafeTxHashError extends BaseError {
  override name = 'InvalidSafeTxHashError' as const
  constructor() {
    super('Invalid safeTxHash: a transaction-hash lookup needs a non-empty hash')
  }
}

// Safe errors (§5, §8): typed, with a literal name to branch on and the catalogue's text.
import { BaseError } from '../../errors/base'

export type SafeInfoUnavailableErrorType = SafeInfoUnavailableError & {
  name: 'SafeInfoUnavailableError'
}
/** §8 connector problems: the Safe host did not answer getSafeInfo in time. */
export class SafeInfoUnavailableError extends BaseError {
  override name = 'SafeInfoUnavailableError' as const
  constructor(options?: { cause?: unknown }) {
    super('Could not load Safe information', options)
  }
}

export type GatewayErrorType = GatewayError & { name: 'GatewayError' }
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

export type InvalidResponseContentErrorType = InvalidResponseContentError & {
  name: 'InvalidResponseContentError'
}
/** §8: a gateway answer that is not the JSON it should be. */
export class InvalidResponseContentError extends BaseError {
  override name = 'InvalidResponseContentError' as const
  constructor(options?: { cause?: unknown }) {
    super('Invalid response content', options)
  }
}

export type InvalidTypedDataErrorType = InvalidTypedDataError & { name: 'InvalidTypedDataError' }
/** §5: a typed-data message needs domain, types and message. */
export class InvalidTypedDataError extends BaseError {
  override name = 'InvalidTypedDataError' as const
  constructor(missing: readonly string[]) {
    super(
      `Invalid typed data: a typed-data message needs domain, types and message (missing ${missing.join(', ')})`,
    )
  }
}

export type NoTransactionsErrorType = NoTransactionsError & { name: 'NoTransactionsError' }
/** §5: sending transactions needs at least one. */
export class NoTransactionsError extends BaseError {
  override name = 'NoTransactionsError' as const
  constructor() {
    super('No transactions were passed: sending needs at least one transaction')
  }
}

export type InvalidSafeTxHashErrorType = InvalidSafeTxHashError & { name: 'InvalidSafeTxHashError' }
/** §5: a transaction-hash lookup needs a non-empty hash. */
export class InvalidSafeTxHashError extends BaseError {
  override name = 'InvalidSafeTxHashError' as const
  constructor() {
    super('Invalid safeTxHash: a transaction-hash lookup needs a non-empty hash')
  }
}

export type SafePermissionsErrorType = SafePermissionsError & { name: 'SafePermissionsError' }
/**
 * §6, §8: the Safe did not grant a permission. Raised when the visitor rejects the request in
 * the Safe host, and when the request itself is invalid (§5: it may name only the address-book
 * request); both carry the SDK's code 4001, so a caller treats them as a user rejection.
 */
export class SafePermissionsError extends BaseError {
  override name = 'SafePermissionsError' as const
  readonly code = 4001 as const
  readonly reason: 'rejected' | 'invalid'
  constructor(reason: 'rejected' | 'invalid', options?: { cause?: unknown }) {
    super(
      reason === 'rejected' ? 'Permissions rejected' : 'Permissions request is invalid',
      options,
    )
    this.reason = reason
  }
}

export type SafeRpcMethodNotImplementedErrorType = SafeRpcMethodNotImplementedError & {
  name: 'SafeRpcMethodNotImplementedError'
}
/** §8 unsupported provider method: an rpcCall the Safe host does not forward to its node. */
export class SafeRpcMethodNotImplementedError extends BaseError {
  override name = 'SafeRpcMethodNotImplementedError' as const
  readonly method: string
  constructor(method: string) {
    super(`"${method}" not implemented`)
    this.method = method
  }
}

export type InvalidSafeRpcParamsErrorType = InvalidSafeRpcParamsError & {
  name: 'InvalidSafeRpcParamsError'
}
/** An rpcCall whose params are not a list (the host passes them to its node as given). */
export class InvalidSafeRpcParamsError extends BaseError {
  override name = 'InvalidSafeRpcParamsError' as const
  constructor(method: string) {
    super(`Invalid params for "${method}": rpcCall params must be an array`)
  }
}

export type InvalidSafeCurrencyErrorType = InvalidSafeCurrencyError & {
  name: 'InvalidSafeCurrencyError'
}
/** getSafeBalances: the fiat currency is a three-letter code (the gateway's default is usd). */
export class InvalidSafeCurrencyError extends BaseError {
  override name = 'InvalidSafeCurrencyError' as const
  constructor(currency: unknown) {
    super(
      `Invalid currency ${JSON.stringify(currency)}: balances need a three-letter fiat code such as usd`,
    )
  }
}

export type SafeAddressMismatchErrorType = SafeAddressMismatchError & {
  name: 'SafeAddressMismatchError'
}
/** §8 address mismatch: a signature asked for an address that is not the connected Safe. */
export class SafeAddressMismatchError extends BaseError {
  override name = 'SafeAddressMismatchError' as const
  constructor() {
    super('The address or message hash is invalid')
  }
}

import type { AuthErrorCode } from '../schemas'
import { BaseError } from './base'

export type AuthRequestErrorType = AuthRequestError & { name: 'AuthRequestError' }

/**
 * An auth API call failed: the network failed (`status` 0), the server answered non-2xx (`code`
 * is its error code when the body carried a known one), or a 2xx body did not match the contract.
 */
export class AuthRequestError extends BaseError {
  override name = 'AuthRequestError' as const
  readonly status: number
  readonly code?: AuthErrorCode
  constructor(
    message: string,
    options: { status: number; code?: AuthErrorCode | undefined; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.status = options.status
    this.code = options.code
  }
}

import type { SignErrorName } from '../sign/errorCodes'
import { BaseError } from './base'

export type ProtocolErrorType = ProtocolError & { name: 'ProtocolError' }

/**
 * A peer's message breaks the sign or pairing spec (settlement namespaces that miss what was
 * required, malformed params, …). `code` is the spec's code for it, `reason` its spec name: what
 * the answer or the deletion sent back carries.
 */
export class ProtocolError extends BaseError {
  override name = 'ProtocolError' as const
  readonly code: number
  readonly reason: SignErrorName
  constructor(message: string, options: { code: number; reason: SignErrorName; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.reason = options.reason
  }
}

import { BaseError } from './base'

export type SiweMessageErrorType = SiweMessageError & { name: 'SiweMessageError' }

/**
 * A SIWE message, or the fields for one, breaks a rule of EIP-4361 (or one of this package's
 * limits). The message says which rule failed; it is for developers and logs, never for responses.
 * `field` names the field (a `SiweFields` key, or `'message'` for the text as a whole, its size or
 * its lines), so callers can branch on it rather than on the text.
 */
export class SiweMessageError extends BaseError {
  override name = 'SiweMessageError' as const
  readonly field: string | undefined
  constructor(message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options)
    this.field = options?.field
  }
}

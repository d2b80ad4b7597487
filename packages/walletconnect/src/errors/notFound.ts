import { BaseError } from './base'

export type NotFoundErrorType = NotFoundError & { name: 'NotFoundError' }

export type NotFoundKind = 'session' | 'pairing' | 'proposal' | 'request'

/**
 * The client holds no live session, pairing, proposal or request by that topic or id: it ended,
 * expired, or never existed here. `kind` says which, `key` is the topic or id looked up.
 */
export class NotFoundError extends BaseError {
  override name = 'NotFoundError' as const
  readonly kind: NotFoundKind
  readonly key: string

  constructor(message: string, options: { kind: NotFoundKind; key: string; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.kind = options.kind
    this.key = options.key
  }
}

import { BaseError } from './base'

export type RequestExpiredErrorType = RequestExpiredError & { name: 'RequestExpiredError' }

/**
 * A request reached its expiry without an answer (the dapp's wc_sessionRequest, a proposal nobody
 * approved, a ping), or the wallet tried to answer one after it expired. `method` is the
 * client-to-client method, `expiry` the deadline in seconds since the epoch.
 */
export class RequestExpiredError extends BaseError {
  override name = 'RequestExpiredError' as const
  readonly method: string
  readonly expiry: number

  constructor(message: string, options: { method: string; expiry: number; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.method = options.method
    this.expiry = options.expiry
  }
}

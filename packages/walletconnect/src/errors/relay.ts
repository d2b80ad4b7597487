import { BaseError } from './base'

export type RelayRequestErrorType = RelayRequestError & { name: 'RelayRequestError' }

/**
 * The relay answered a request with a JSON-RPC error, or the request could not be delivered
 * after the spec's retries (`code` is then undefined). `method` is the irn_* method.
 */
export class RelayRequestError extends BaseError {
  override name = 'RelayRequestError' as const
  readonly method: string
  readonly code: number | undefined
  constructor(
    message: string,
    options: { method: string; code?: number | undefined; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.method = options.method
    this.code = options.code
  }
}

export type RelayClosedErrorType = RelayClosedError & { name: 'RelayClosedError' }

/** The relay client was closed by its owner: nothing more is sent or received. */
export class RelayClosedError extends BaseError {
  override name = 'RelayClosedError' as const
}

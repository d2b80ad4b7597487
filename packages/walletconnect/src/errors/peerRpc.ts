import { BaseError } from './base'

export type PeerRpcErrorType = PeerRpcError & { name: 'PeerRpcError' }

/**
 * The peer answered one of our requests with a JSON-RPC error (a wallet rejecting a proposal or a
 * request, 4001 or 5000, …), or ended the session or pairing the request was waiting on. `code`
 * and the message are the peer's, `method` ours.
 */
export class PeerRpcError extends BaseError {
  override name = 'PeerRpcError' as const
  readonly code: number
  readonly method: string

  constructor(message: string, options: { code: number; method: string; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.method = options.method
  }
}

// A dependency failed: the store (memory is never down, Redis may be) or a contract-wallet RPC.
// The routes answer it with 503 and Retry-After (routes/authRoutes.ts), getSession with null.
import { BaseError } from './base'

/**
 * A dependency the check needs (the store, a contract-wallet RPC) failed or timed out: the client
 * did nothing wrong and may retry, so this is a 503, never a 401 or a 500.
 */
export class AuthUnavailableError extends BaseError {
  override name = 'AuthUnavailableError' as const
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

import { BaseError } from './base'

export type NoSessionErrorType = NoSessionError & { name: 'NoSessionError' }

/**
 * Restoring found no session to report as connected: none was stored (`'none'`), the wallet did
 * not answer the ping by the deadline (`'unanswered'`; the session was removed), or the session
 * ended while it was checked (`'ended'`, deleted by the wallet or expired). A connector reports
 * all three as "disconnected"; `reason` lets it say why.
 */
export class NoSessionError extends BaseError {
  override name = 'NoSessionError' as const
  readonly reason: NoSessionReason

  constructor(message: string, options: { reason: NoSessionReason; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.reason = options.reason
  }
}

export type NoSessionReason = 'none' | 'unanswered' | 'ended'

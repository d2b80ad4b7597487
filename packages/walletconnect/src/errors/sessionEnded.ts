import { BaseError } from './base'

export type SessionEndedErrorType = SessionEndedError & { name: 'SessionEndedError' }

/**
 * A session ended (deleted by either side, or expired) while one of our requests on it waited
 * for its answer. `reason` is how it ended; `code` the deletion's spec code when there was one.
 */
export class SessionEndedError extends BaseError {
  override name = 'SessionEndedError' as const
  readonly topic: string
  readonly reason: 'deleted' | 'expired'
  readonly code: number | undefined

  constructor(
    message: string,
    options: { topic: string; reason: 'deleted' | 'expired'; code?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.topic = options.topic
    this.reason = options.reason
    this.code = options.code
  }
}

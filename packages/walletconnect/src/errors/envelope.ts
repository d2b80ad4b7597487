import { BaseError } from './base'

export type EnvelopeErrorType = EnvelopeError & { name: 'EnvelopeError' }

/**
 * A message envelope could not be read or opened: not base64, an unknown type byte, too short
 * for its type, or a tag that does not authenticate under the key (a wrong key or a tampered
 * message). Received envelopes are hostile input: callers drop the message, never crash.
 */
export class EnvelopeError extends BaseError {
  override name = 'EnvelopeError' as const
}

import { BaseError } from './base'

export type PairingUriErrorType = PairingUriError & { name: 'PairingUriError' }

/**
 * A pairing URI breaks the v2 grammar (EIP-1328 and the pairing-uri spec). `part` names what is
 * wrong, so callers (a wallet's "paste a link" field) branch on it rather than on the text.
 */
export class PairingUriError extends BaseError {
  override name = 'PairingUriError' as const
  readonly part: PairingUriPart
  constructor(message: string, options: { part: PairingUriPart; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.part = options.part
  }
}

export type PairingUriPart =
  | 'scheme'
  | 'topic'
  | 'version'
  | 'symKey'
  | 'relay-protocol'
  | 'expiryTimestamp'
  | 'methods'
  | 'parameters'

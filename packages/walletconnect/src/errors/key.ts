import { BaseError } from './base'

export type KeyErrorType = KeyError & { name: 'KeyError' }

/** A key, or a key's encoding (hex, `did:key`), is not what the protocol requires. */
export class KeyError extends BaseError {
  override name = 'KeyError' as const
}

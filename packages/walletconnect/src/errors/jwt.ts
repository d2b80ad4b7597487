import { BaseError } from './base'

export type JwtErrorType = JwtError & { name: 'JwtError' }

/**
 * A relay-auth JWT is malformed, not EdDSA, its `iss` is not an Ed25519 `did:key`, or its
 * signature does not verify against that key.
 */
export class JwtError extends BaseError {
  override name = 'JwtError' as const
}

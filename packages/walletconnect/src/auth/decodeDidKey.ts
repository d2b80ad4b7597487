import { KEY_LENGTH } from '../crypto/constants'
import { base58btcToBytes } from '../encoding/base58btc'
import { toHex } from '../encoding/hex'
import { KeyError } from '../errors/key'
import { DID_KEY_PREFIX, MULTICODEC_ED25519_HEADER } from './constants'

/**
 * The Ed25519 public key (hex) of a `did:key`. Throws KeyError for another DID method, another
 * multibase, another key type or a key that is not 32 bytes (the checks the spec's decodeIss makes).
 */
export function decodeDidKey(did: string): string {
  if (typeof did !== 'string' || !did.startsWith(DID_KEY_PREFIX))
    throw new KeyError('not a base58btc did:key')
  const bytes = base58btcToBytes(did.slice(DID_KEY_PREFIX.length))
  if (!bytes) throw new KeyError('not a base58btc did:key')
  const [first, second] = MULTICODEC_ED25519_HEADER
  if (bytes[0] !== first || bytes[1] !== second) throw new KeyError('did:key is not an Ed25519 key')
  const key = bytes.slice(MULTICODEC_ED25519_HEADER.length)
  if (key.length !== KEY_LENGTH) throw new KeyError(`did:key is not ${KEY_LENGTH} bytes`)
  return toHex(key)
}

import { sha256 } from '@noble/hashes/sha2'
import { fromHex, toHex } from '../encoding/hex'
import { KEY_LENGTH } from './constants'

/**
 * The relay topic a symmetric key is used on: sha256 of the key's bytes, hex (crypto-keys spec:
 * "Sha-256 - used for hashing keys into topics"). Both peers compute it, so it is never sent.
 */
export const deriveTopic = (symKey: string): string =>
  toHex(sha256(fromHex(symKey, KEY_LENGTH, 'the symmetric key')))

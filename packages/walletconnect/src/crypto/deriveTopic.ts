import { fromHex, toHex } from '../encoding/hex'
import { KEY_LENGTH } from './constants'
import { sha256 } from './sha256'

/**
 * The relay topic a symmetric key is used on: sha256 of the key's bytes, hex (crypto-keys spec:
 * "Sha-256 - used for hashing keys into topics"). Both peers compute it, so it is never sent.
 */
export const deriveTopic = async (symKey: string): Promise<string> =>
  toHex(await sha256(fromHex(symKey, KEY_LENGTH, 'the symmetric key')))

import { ed25519 } from '@noble/curves/ed25519'
import { randomBytes } from '@noble/hashes/utils'
import { KEY_LENGTH } from '../crypto/constants'
import { fromHex, toHex } from '../encoding/hex'
import type { ClientIdentity } from './ClientIdentity'
import { encodeDidKey } from './encodeDidKey'

/** The identity of `seed` (hex), or of a new random seed: persist the seed, not the rest. */
export function generateClientIdentity(seed = toHex(randomBytes(KEY_LENGTH))): ClientIdentity {
  const publicKey = toHex(ed25519.getPublicKey(fromHex(seed, KEY_LENGTH, 'the seed')))
  return { seed, publicKey, clientId: encodeDidKey(publicKey) }
}

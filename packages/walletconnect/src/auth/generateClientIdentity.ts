import { KEY_LENGTH } from '../crypto/constants'
import { ed25519PublicKey } from '../crypto/ed25519'
import { randomBytes } from '../crypto/randomBytes'
import { fromHex, toHex } from '../encoding/hex'
import type { ClientIdentity } from './ClientIdentity'
import { encodeDidKey } from './encodeDidKey'

/** The identity of `seed` (hex), or of a new random seed: persist the seed, not the rest. */
export async function generateClientIdentity(
  seed = toHex(randomBytes(KEY_LENGTH)),
): Promise<ClientIdentity> {
  const publicKey = toHex(await ed25519PublicKey(fromHex(seed, KEY_LENGTH, 'the seed')))
  return { seed, publicKey, clientId: encodeDidKey(publicKey) }
}

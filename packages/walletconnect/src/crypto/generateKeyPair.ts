// An X25519 key pair for one key agreement (a proposal's or an approval's), kept by the caller
// until the session's symmetric key is derived. The private key is 32 random bytes, the form
// storage keeps; x25519 clamps it when used.
import { toHex } from '../encoding/hex'
import { KEY_LENGTH } from './constants'
import type { KeyPair } from './KeyPair'
import { randomBytes } from './randomBytes'
import { x25519PublicKey } from './x25519'

export async function generateKeyPair(): Promise<KeyPair> {
  const privateKey = randomBytes(KEY_LENGTH)
  return { privateKey: toHex(privateKey), publicKey: toHex(await x25519PublicKey(privateKey)) }
}

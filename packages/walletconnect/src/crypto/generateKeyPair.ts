// An X25519 key pair for one key agreement (a proposal's or an approval's), kept by the caller
// until the session's symmetric key is derived.
import { x25519 } from '@noble/curves/ed25519'
import { toHex } from '../encoding/hex'
import type { KeyPair } from './KeyPair'

export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return { privateKey: toHex(privateKey), publicKey: toHex(x25519.getPublicKey(privateKey)) }
}

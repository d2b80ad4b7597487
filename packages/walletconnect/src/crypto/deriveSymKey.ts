// The session key both peers reach without sending it (crypto-keys spec, "secret derivation"):
// X25519 Diffie-Hellman between one's private key and the peer's public key, then HKDF-SHA256 over
// the shared secret. The spec names HKDF without salt or info; the official SDK passes neither, and
// HKDF treats an absent salt as HashLen zero bytes (RFC 5869 §2.2), so both ends agree.
import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { fromHex, toHex } from '../encoding/hex'
import { KeyError } from '../errors/key'
import { KEY_LENGTH } from './constants'

export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const secret = fromHex(privateKey, KEY_LENGTH, 'the private key')
  const peer = fromHex(peerPublicKey, KEY_LENGTH, "the peer's public key")
  let shared: Uint8Array
  try {
    // noble refuses a low-order public key (an all-zero shared secret) by throwing.
    shared = x25519.getSharedSecret(secret, peer)
  } catch (cause) {
    throw new KeyError("the peer's public key is not a usable X25519 key", { cause })
  }
  return toHex(hkdf(sha256, shared, undefined, undefined, KEY_LENGTH))
}

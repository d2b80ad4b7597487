// The session key both peers reach without sending it (crypto-keys spec, "secret derivation"):
// X25519 Diffie-Hellman between one's private key and the peer's public key, then HKDF-SHA256 over
// the shared secret. The spec names HKDF without salt or info; the official SDK passes neither, and
// HKDF treats an absent salt as HashLen zero bytes (RFC 5869 §2.2), so both ends agree.
import { fromHex, toHex } from '../encoding/hex'
import { KeyError } from '../errors/key'
import { KEY_LENGTH } from './constants'
import { hkdfSha256 } from './hkdfSha256'
import { x25519SharedSecret } from './x25519'

export async function deriveSymKey(privateKey: string, peerPublicKey: string): Promise<string> {
  const secret = fromHex(privateKey, KEY_LENGTH, 'the private key')
  const peer = fromHex(peerPublicKey, KEY_LENGTH, "the peer's public key")
  let shared: Uint8Array<ArrayBuffer>
  try {
    // WebCrypto and noble both refuse a low-order public key (an all-zero shared secret).
    shared = Uint8Array.from(await x25519SharedSecret(secret, peer))
  } catch (cause) {
    throw new KeyError("the peer's public key is not a usable X25519 key", { cause })
  }
  return toHex(await hkdfSha256(shared, KEY_LENGTH))
}

// The noble libraries' side of the algorithms WebCrypto may lack (webCrypto.ts): loaded, with
// their code, only by a runtime that lacks one, through loadNobleCrypto. The same inputs give the
// same bytes as WebCrypto's (Ed25519 signatures are deterministic, RFC 8032).
import { ed25519, x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'

export const nobleCrypto = {
  sha256: (data: Uint8Array): Uint8Array => sha256(data),
  /** HKDF-SHA256 without salt or info (HashLen zero bytes of salt, RFC 5869 §2.2). */
  hkdfSha256: (secret: Uint8Array, length: number): Uint8Array =>
    hkdf(sha256, secret, undefined, undefined, length),
  x25519PublicKey: (privateKey: Uint8Array): Uint8Array => x25519.getPublicKey(privateKey),
  /** Throws for a low-order public key (an all-zero secret), as WebCrypto does. */
  x25519SharedSecret: (privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array =>
    x25519.getSharedSecret(privateKey, publicKey),
  ed25519PublicKey: (seed: Uint8Array): Uint8Array => ed25519.getPublicKey(seed),
  ed25519Sign: (message: Uint8Array, seed: Uint8Array): Uint8Array => ed25519.sign(message, seed),
}

export type NobleCrypto = typeof nobleCrypto

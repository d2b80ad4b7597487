import { base64UrlToBytes } from '../encoding/base64'

/**
 * The raw public key of an exported Ed25519 or X25519 private key (RFC 8037: `x`, base64url):
 * WebCrypto gives the public key of an imported private one only this way.
 */
export function publicKeyOfJwk(jwk: JsonWebKey): Uint8Array {
  const bytes = jwk.x === undefined ? undefined : base64UrlToBytes(jwk.x)
  if (!bytes) throw new Error('WebCrypto exported a key without its public part')
  return bytes
}

// X25519 (RFC 7748) on raw 32-byte keys, as the protocol stores and sends them: WebCrypto's where
// it has the curve, noble's otherwise. Both clamp the private key the same way.
import { loadNobleCrypto } from './loadNobleCrypto'
import { publicKeyOfJwk } from './publicKeyOfJwk'
import { pkcs8Of, webCryptoWith } from './webCrypto'

const CURVE = 'X25519'
const SECRET_BITS = 256

/** The public key of a raw private key. */
export async function x25519PublicKey(privateKey: Uint8Array): Promise<Uint8Array> {
  const subtle = await webCryptoWith(CURVE)
  if (!subtle) return (await loadNobleCrypto()).x25519PublicKey(privateKey)
  // WebCrypto has no public key of a private one but the JWK export's `x`.
  const key = await subtle.importKey('pkcs8', pkcs8Of(CURVE, privateKey), CURVE, true, [
    'deriveBits',
  ])
  return publicKeyOfJwk(await subtle.exportKey('jwk', key))
}

/** The shared secret; throws for a low-order public key (an all-zero secret) on either path. */
export async function x25519SharedSecret(
  privateKey: Uint8Array,
  publicKey: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const subtle = await webCryptoWith(CURVE)
  if (!subtle) return (await loadNobleCrypto()).x25519SharedSecret(privateKey, publicKey)
  const [own, peer] = await Promise.all([
    subtle.importKey('pkcs8', pkcs8Of(CURVE, privateKey), CURVE, false, ['deriveBits']),
    subtle.importKey('raw', publicKey, CURVE, false, []),
  ])
  return new Uint8Array(await subtle.deriveBits({ name: CURVE, public: peer }, own, SECRET_BITS))
}

// Ed25519 (RFC 8032) from a raw 32-byte seed, the relay identity's stored form: WebCrypto's where
// it has the curve, noble's otherwise. Signatures are deterministic, so both give the same bytes.
import { loadNobleCrypto } from './loadNobleCrypto'
import { publicKeyOfJwk } from './publicKeyOfJwk'
import { pkcs8Of, webCryptoWith } from './webCrypto'

const CURVE = 'Ed25519'

/** The public key of a seed. */
export async function ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array> {
  const subtle = await webCryptoWith(CURVE)
  if (!subtle) return (await loadNobleCrypto()).ed25519PublicKey(seed)
  const key = await subtle.importKey('pkcs8', pkcs8Of(CURVE, seed), CURVE, true, ['sign'])
  return publicKeyOfJwk(await subtle.exportKey('jwk', key))
}

/** The 64-byte signature of `message` with the seed's key. */
export async function ed25519Sign(
  message: Uint8Array<ArrayBuffer>,
  seed: Uint8Array,
): Promise<Uint8Array> {
  const subtle = await webCryptoWith(CURVE)
  if (!subtle) return (await loadNobleCrypto()).ed25519Sign(message, seed)
  const key = await subtle.importKey('pkcs8', pkcs8Of(CURVE, seed), CURVE, false, ['sign'])
  return new Uint8Array(await subtle.sign(CURVE, key, message))
}

import { loadNobleCrypto } from './loadNobleCrypto'
import { webCrypto } from './webCrypto'

const BITS_PER_BYTE = 8
const EMPTY = new Uint8Array(0)

/**
 * HKDF-SHA256 of `secret` without salt or info, `length` bytes. An empty salt and an absent one
 * are the same key to HMAC (HashLen zero bytes, RFC 5869 §2.2), so WebCrypto's (which needs a
 * salt) and noble's (given none) agree.
 */
export async function hkdfSha256(
  secret: Uint8Array<ArrayBuffer>,
  length: number,
): Promise<Uint8Array> {
  const subtle = webCrypto()
  if (!subtle) return (await loadNobleCrypto()).hkdfSha256(secret, length)
  const key = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits'])
  const parameters = { name: 'HKDF', hash: 'SHA-256', salt: EMPTY, info: EMPTY }
  return new Uint8Array(await subtle.deriveBits(parameters, key, length * BITS_PER_BYTE))
}

import { loadNobleCrypto } from './loadNobleCrypto'
import { webCrypto } from './webCrypto'

/** SHA-256 of `data`: WebCrypto's, noble's where there is no WebCrypto. */
export async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = webCrypto()
  if (!subtle) return (await loadNobleCrypto()).sha256(data)
  return new Uint8Array(await subtle.digest('SHA-256', data))
}

// A did-jwt (crypto-authentication spec): base64url(JSON header) "." base64url(JSON payload), signed
// with Ed25519 over those bytes, signature base64url. The claims are written in the order given, so
// the same claims give the same token as the spec's reference implementation.
import { KEY_LENGTH } from '../crypto/constants'
import { ed25519Sign } from '../crypto/ed25519'
import { bytesToBase64Url } from '../encoding/base64'
import { fromHex } from '../encoding/hex'
import { JWT_HEADER } from './constants'
import type { JwtClaims } from './JwtClaims'

const utf8 = new TextEncoder()
const encodeJson = (value: unknown) => bytesToBase64Url(utf8.encode(JSON.stringify(value)))

export async function signJwt(claims: JwtClaims, seed: string): Promise<string> {
  const data = `${encodeJson(JWT_HEADER)}.${encodeJson(claims)}`
  const key = fromHex(seed, KEY_LENGTH, 'the seed')
  const signature = await ed25519Sign(utf8.encode(data), key)
  return `${data}.${bytesToBase64Url(signature)}`
}

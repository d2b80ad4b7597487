// A did-jwt (crypto-authentication spec): base64url(JSON header) "." base64url(JSON payload), signed
// with Ed25519 over those bytes, signature base64url. The claims are written in the order given, so
// the same claims give the same token as the spec's reference implementation.
import { ed25519 } from '@noble/curves/ed25519'
import { utf8ToBytes } from '@noble/hashes/utils'
import { KEY_LENGTH } from '../crypto/constants'
import { bytesToBase64Url } from '../encoding/base64'
import { fromHex } from '../encoding/hex'
import { JWT_HEADER } from './constants'
import type { JwtClaims } from './JwtClaims'

const encodeJson = (value: unknown) => bytesToBase64Url(utf8ToBytes(JSON.stringify(value)))

export function signJwt(claims: JwtClaims, seed: string): string {
  const data = `${encodeJson(JWT_HEADER)}.${encodeJson(claims)}`
  const signature = ed25519.sign(utf8ToBytes(data), fromHex(seed, KEY_LENGTH, 'the seed'))
  return `${data}.${bytesToBase64Url(signature)}`
}

// Checks a did-jwt as a relay checks a client's (relay-client-auth): an EdDSA/JWT header, an `iss`
// that is an Ed25519 did:key, a signature by that key over the first two parts, and, when asked,
// `aud`, `act` and expiry. The token comes from the network, so every failure is a JwtError.
import { ed25519 } from '@noble/curves/ed25519'
import { utf8ToBytes } from '@noble/hashes/utils'
import { KEY_LENGTH } from '../crypto/constants'
import { base64UrlToBytes } from '../encoding/base64'
import { fromHex } from '../encoding/hex'
import { JwtError } from '../errors/jwt'
import { JWT_HEADER } from './constants'
import { decodeDidKey } from './decodeDidKey'
import type { JwtClaims } from './JwtClaims'

export type VerifyJwtOptions = {
  /** The `aud` required (a relay passes its own URL). */
  audience?: string
  /** The `act` required, e.g. RELAY_AUTH_ACT. */
  act?: string
  /** Seconds since the epoch; when given, a token whose `exp` is not after it is refused. */
  now?: number
}

const SIGNATURE_LENGTH = 64
const utf8 = new TextDecoder('utf-8', { fatal: true })

function decodeJson(part: string | undefined): unknown {
  const bytes = part === undefined ? undefined : base64UrlToBytes(part)
  if (!bytes) return undefined
  try {
    return JSON.parse(utf8.decode(bytes))
  } catch {
    return undefined
  }
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false
  const { iss, sub, aud, iat, exp, act } = value as Record<string, unknown>
  return (
    typeof iss === 'string' &&
    typeof sub === 'string' &&
    typeof aud === 'string' &&
    Number.isSafeInteger(iat) &&
    Number.isSafeInteger(exp) &&
    (act === undefined || typeof act === 'string')
  )
}

/** The token's claims once every check passed; JwtError naming the first that failed otherwise. */
export function verifyJwt(jwt: string, options: VerifyJwtOptions = {}): JwtClaims {
  const parts = typeof jwt === 'string' ? jwt.split('.') : []
  if (parts.length !== 3) throw new JwtError('not a JWT: expected three parts')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJson(headerPart) as Record<string, unknown> | undefined
  if (header?.alg !== JWT_HEADER.alg || header.typ !== JWT_HEADER.typ)
    throw new JwtError('JWT header must be EdDSA/JWT')
  const claims = decodeJson(payloadPart)
  if (!isClaims(claims)) throw new JwtError('JWT payload lacks iss, sub, aud, iat or exp')
  let publicKey: string
  try {
    publicKey = decodeDidKey(claims.iss)
  } catch (cause) {
    throw new JwtError('JWT iss is not an Ed25519 did:key', { cause })
  }
  const signature = base64UrlToBytes(signaturePart)
  if (signature?.length !== SIGNATURE_LENGTH) throw new JwtError('JWT signature is malformed')
  const data = utf8ToBytes(`${headerPart}.${payloadPart}`)
  let valid = false
  try {
    valid = ed25519.verify(signature, data, fromHex(publicKey, KEY_LENGTH, 'the key'))
  } catch {
    valid = false
  }
  if (!valid) throw new JwtError('JWT signature does not verify against its iss')
  if (options.audience !== undefined && claims.aud !== options.audience)
    throw new JwtError('JWT aud is not this relay')
  if (options.act !== undefined && claims.act !== options.act)
    throw new JwtError(`JWT act is not ${options.act}`)
  if (options.now !== undefined && claims.exp <= options.now) throw new JwtError('JWT has expired')
  return claims
}

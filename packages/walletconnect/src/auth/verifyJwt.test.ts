// Relay authentication against the spec's own test vector and the official implementation
// (@walletconnect/relay-auth, a test-only oracle): the same claims give the same token byte for
// byte, each side verifies the other's, and forged or stale tokens are refused.
import * as official from '@walletconnect/relay-auth'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { bytesToBase64Url } from '../encoding/base64'
import { JwtError } from '../errors/jwt'
import { KeyError } from '../errors/key'
import { RELAY_AUTH_ACT, RELAY_AUTH_TTL_SECONDS } from './constants'
import { createRelayAuthToken } from './createRelayAuthToken'
import { decodeDidKey } from './decodeDidKey'
import { encodeDidKey } from './encodeDidKey'
import { generateClientIdentity } from './generateClientIdentity'
import { signJwt } from './signJwt'
import { verifyJwt } from './verifyJwt'

// crypto-authentication.md, "Test Cases".
const SPEC = {
  seed: '58e0254c211b858ef7896b00e3f36beeb13d568d47c6031c4218b87718061295',
  publicKey: '884ab67f787b69e534bfdba8d5beb4e719700e90ac06317ed177d49e5a33be5a',
  sub: 'c479fe5dc464e771e78b193d239a65b58d278cad1c34bfb0b5716e5bb514928e',
  aud: 'wss://relay.walletconnect.com',
  iat: 1656910097,
  ttl: 86400,
  jwt: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6ImM0NzlmZTVkYzQ2NGU3NzFlNzhiMTkzZDIzOWE2NWI1OGQyNzhjYWQxYzM0YmZiMGI1NzE2ZTViYjUxNDkyOGUiLCJhdWQiOiJ3c3M6Ly9yZWxheS53YWxsZXRjb25uZWN0LmNvbSIsImlhdCI6MTY1NjkxMDA5NywiZXhwIjoxNjU2OTk2NDk3fQ.bAKl1swvwqqV_FgwvD4Bx3Yp987B9gTpZctyBviA-EkAuWc8iI8SyokOjkv9GJESgid4U8Tf2foCgrQp2qrxBA',
}

const officialKeyPair = (seed: string) => official.generateKeyPair(Buffer.from(seed, 'hex'))

describe('the spec and the official implementation', () => {
  test("behavior: the spec's test vector: key, did:key and token", async () => {
    const identity = await generateClientIdentity(SPEC.seed)
    expect(identity.publicKey).toBe(SPEC.publicKey)
    const claims = {
      iss: identity.clientId,
      sub: SPEC.sub,
      aud: SPEC.aud,
      iat: SPEC.iat,
      exp: SPEC.iat + SPEC.ttl,
    }
    expect(await signJwt(claims, SPEC.seed)).toBe(SPEC.jwt)
    expect(verifyJwt(SPEC.jwt)).toEqual(claims)
  })

  test('behavior: the same claims give the official signJWT token, byte for byte', async () => {
    for (let i = 0; i < 4; i++) {
      const { seed, clientId } = await generateClientIdentity()
      const iat = 1_700_000_000 + i
      const theirs = await official.signJWT(
        'sub',
        'ws://127.0.0.1:1',
        60,
        officialKeyPair(seed),
        iat,
      )
      const ours = await signJwt(
        { iss: clientId, sub: 'sub', aud: 'ws://127.0.0.1:1', iat, exp: iat + 60 },
        seed,
      )
      expect(ours).toBe(theirs)
    }
  })

  test('behavior: the official verifyJWT accepts our relay token, with act: client_auth', async () => {
    const { seed, clientId } = await generateClientIdentity()
    const jwt = await createRelayAuthToken({ seed, relayUrl: 'wss://relay.example' })
    expect(await official.verifyJWT(jwt)).toBe(true)
    const claims = official.decodeJWT(jwt).payload as unknown as Record<string, unknown>
    expect(Object.keys(claims)).toEqual(['iss', 'sub', 'aud', 'iat', 'exp', 'act'])
    expect(claims).toMatchObject({ iss: clientId, aud: 'wss://relay.example', act: RELAY_AUTH_ACT })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(RELAY_AUTH_TTL_SECONDS)
    expect(claims.sub).toMatch(/^[0-9a-f]{64}$/)
    // A fresh subject per connection.
    const next = await createRelayAuthToken({ seed, relayUrl: 'x' })
    expect(official.decodeJWT(next).payload.sub).not.toBe(claims.sub)
  })

  test('behavior: we verify the official token; did:key encodes as its encodeIss', async () => {
    const { seed, publicKey } = await generateClientIdentity()
    const keyPair = officialKeyPair(seed)
    const jwt = await official.signJWT('s', 'wss://relay.example', 60, keyPair)
    expect(verifyJwt(jwt, { audience: 'wss://relay.example' }).sub).toBe('s')
    expect(encodeDidKey(publicKey)).toBe(official.encodeIss(keyPair.publicKey))
    expect(decodeDidKey(official.encodeIss(keyPair.publicKey))).toBe(publicKey)
  })
})

const now = 1_800_000_000
const { seed } = await generateClientIdentity()
const jwt = await createRelayAuthToken({ seed, relayUrl: 'wss://relay.example', issuedAt: now })
const other = await createRelayAuthToken({
  seed: (await generateClientIdentity()).seed,
  relayUrl: 'x',
})

describe('refused tokens', () => {
  const [header, payload, signature] = jwt.split('.') as [string, string, string]
  const reencode = (claims: Record<string, unknown>) =>
    bytesToBase64Url(new TextEncoder().encode(JSON.stringify(claims)))

  test('behavior: a good token passes every check', () => {
    expect(
      verifyJwt(jwt, { audience: 'wss://relay.example', act: RELAY_AUTH_ACT, now: now + 1 }).iat,
    ).toBe(now)
  })

  test('error: another audience, another act, expired', () => {
    expect(() => verifyJwt(jwt, { audience: 'wss://other' })).toThrow('JWT aud is not this relay')
    expect(() => verifyJwt(jwt, { act: 'irn_watchRegister' })).toThrow('JWT act is not')
    expect(() => verifyJwt(jwt, { now: now + RELAY_AUTH_TTL_SECONDS })).toThrow('JWT has expired')
  })

  test('error: a forged payload, a foreign signature, alg none, not three parts', () => {
    const claims = verifyJwt(jwt)
    const forged = `${header}.${reencode({ ...claims, aud: 'wss://evil' })}.${signature}`
    expect(() => verifyJwt(forged)).toThrow('JWT signature does not verify')
    expect(() => verifyJwt(`${header}.${payload}.${other.split('.')[2]}`)).toThrow(JwtError)
    const none = reencode({ alg: 'none', typ: 'JWT' })
    expect(() => verifyJwt(`${none}.${payload}.`)).toThrow('JWT header must be EdDSA/JWT')
    expect(() => verifyJwt(`${header}.${payload}`)).toThrow('expected three parts')
  })

  test('error: an iss that is not an Ed25519 did:key', () => {
    const claims = verifyJwt(jwt)
    for (const iss of ['did:web:example.com', 'did:key:zQ3s', 'did:key:z0OIl']) {
      const token = `${header}.${reencode({ ...claims, iss })}.${signature}`
      expect(() => verifyJwt(token)).toThrow('JWT iss is not an Ed25519 did:key')
    }
    expect(() => decodeDidKey('did:key:z6LS')).toThrow(KeyError)
  })

  test('error: any text is a JwtError, never another exception', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(() => verifyJwt(`${a}.${b}.${c}`)).toThrow(JwtError)
      }),
    )
  })
})

// The crypto paths: WebCrypto where the runtime has the algorithm (Node's here, as a current
// browser's), noble where it has none (`setWebCrypto(null)`, as a page over plain http://), and
// noble for one curve only where WebCrypto lacks just that one (detected once per curve and
// remembered). Each path gives the same bytes: RFC 7748's X25519 vector, the crypto-
// authentication spec's Ed25519 key and token, RFC 5869's HKDF-SHA256 and a SHA-256 vector.
import { afterEach, describe, expect, test } from 'vitest'
import { signJwt } from '../auth/signJwt'
import { fromHex, toHex } from '../encoding/hex'
import { ed25519PublicKey } from './ed25519'
import { hkdfSha256 } from './hkdfSha256'
import { sha256 } from './sha256'
import { setWebCrypto, webCrypto, webCryptoWith } from './webCrypto'
import { x25519PublicKey, x25519SharedSecret } from './x25519'

afterEach(() => setWebCrypto(undefined))

const bytes = (hex: string) => fromHex(hex, hex.length / 2, 'a vector')

// RFC 7748 §6.1.
const ALICE = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
const ALICE_PUBLIC = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'
const BOB_PUBLIC = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
const SHARED = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'
// crypto-authentication.md, "Test Cases".
const SEED = '58e0254c211b858ef7896b00e3f36beeb13d568d47c6031c4218b87718061295'
const SEED_PUBLIC = '884ab67f787b69e534bfdba8d5beb4e719700e90ac06317ed177d49e5a33be5a'
const CLAIMS = {
  iss: 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH',
  sub: 'c479fe5dc464e771e78b193d239a65b58d278cad1c34bfb0b5716e5bb514928e',
  aud: 'wss://relay.walletconnect.com',
  iat: 1656910097,
  exp: 1656996497,
}
const SPEC_JWT =
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWtvZEhad25lVlJTaHRhTGY4SktZa3hwREdwMXZHWm5wR21kQnBYOE0yZXh4SCIsInN1YiI6ImM0NzlmZTVkYzQ2NGU3NzFlNzhiMTkzZDIzOWE2NWI1OGQyNzhjYWQxYzM0YmZiMGI1NzE2ZTViYjUxNDkyOGUiLCJhdWQiOiJ3c3M6Ly9yZWxheS53YWxsZXRjb25uZWN0LmNvbSIsImlhdCI6MTY1NjkxMDA5NywiZXhwIjoxNjU2OTk2NDk3fQ.bAKl1swvwqqV_FgwvD4Bx3Yp987B9gTpZctyBviA-EkAuWc8iI8SyokOjkv9GJESgid4U8Tf2foCgrQp2qrxBA'
// RFC 5869 has no vector without salt and info; this is HKDF-SHA256 of 32 bytes of 0x01 with
// neither, as Node's own crypto.hkdfSync computes it (an implementation outside this package).
const HKDF_OUT = '29cbef482b4acd04af7fb3d5e8bedbaa393040396f69e325f1029ec8f99f1ed2'

/** The runtime's SubtleCrypto without `curve`: importing a key of it fails, as in an older browser. */
function without(curve: string, calls: string[]): SubtleCrypto {
  const runtime = globalThis.crypto.subtle
  return new Proxy(runtime, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const algorithm = args[2]
        const named =
          typeof algorithm === 'string' ? algorithm : (algorithm as { name?: string })?.name
        calls.push(`${String(name)} ${named ?? ''}`.trim())
        if (name === 'importKey' && named === curve)
          return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'))
        return value.apply(target, args)
      }
    },
  })
}

describe.each([
  { path: 'WebCrypto', subtle: undefined },
  { path: 'noble', subtle: null },
])('the $path path', ({ subtle }) => {
  test('behavior: the vectors of RFC 7748, the relay-auth spec, HKDF and SHA-256', async () => {
    setWebCrypto(subtle)
    expect(toHex(await x25519PublicKey(bytes(ALICE)))).toBe(ALICE_PUBLIC)
    expect(toHex(await x25519SharedSecret(bytes(ALICE), bytes(BOB_PUBLIC)))).toBe(SHARED)
    expect(toHex(await ed25519PublicKey(bytes(SEED)))).toBe(SEED_PUBLIC)
    expect(await signJwt(CLAIMS, SEED)).toBe(SPEC_JWT)
    expect(toHex(await hkdfSha256(new Uint8Array(32).fill(1), 32))).toBe(HKDF_OUT)
    expect(toHex(await sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})

test('behavior: Node has WebCrypto with both curves; null takes it away', async () => {
  expect(webCrypto()).toBe(globalThis.crypto.subtle)
  expect(await webCryptoWith('Ed25519')).toBe(globalThis.crypto.subtle)
  expect(await webCryptoWith('X25519')).toBe(globalThis.crypto.subtle)
  setWebCrypto(null)
  expect(webCrypto()).toBeUndefined()
  expect(await webCryptoWith('Ed25519')).toBeUndefined()
  expect(await webCryptoWith('X25519')).toBeUndefined()
})

test('behavior: a WebCrypto without Ed25519: noble signs, WebCrypto still does X25519; detected once', async () => {
  const calls: string[] = []
  const partial = without('Ed25519', calls)
  setWebCrypto(partial)
  expect(await signJwt(CLAIMS, SEED)).toBe(SPEC_JWT)
  expect(await signJwt(CLAIMS, SEED)).toBe(SPEC_JWT)
  expect(toHex(await x25519SharedSecret(bytes(ALICE), bytes(BOB_PUBLIC)))).toBe(SHARED)
  expect(toHex(await x25519SharedSecret(bytes(ALICE), bytes(BOB_PUBLIC)))).toBe(SHARED)
  expect(await webCryptoWith('Ed25519')).toBeUndefined()
  expect(await webCryptoWith('X25519')).toBe(partial)
  // One import to detect each curve; then only X25519's own work goes to WebCrypto.
  expect(calls.filter((call) => call === 'importKey Ed25519')).toHaveLength(1)
  expect(calls.filter((call) => call.startsWith('sign'))).toEqual([])
  expect(calls.filter((call) => call.startsWith('deriveBits'))).toHaveLength(2)
})

// Key agreement and topics against the official SDK (@walletconnect/utils, a test-only oracle):
// both ends of an X25519 exchange reach the same key whichever implementation each end runs, on
// both of ours: WebCrypto's (Node's, as a browser's) and the noble fallback a runtime without it
// takes.
import * as official from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { KeyError } from '../errors/key'
import { deriveSymKey } from './deriveSymKey'
import { deriveTopic } from './deriveTopic'
import { generateKeyPair } from './generateKeyPair'
import { generateSymKey } from './generateSymKey'
import { setWebCrypto } from './webCrypto'

describe.each([
  { path: 'WebCrypto', webCrypto: true },
  { path: 'noble', webCrypto: false },
])('$path', ({ webCrypto }) => {
  beforeAll(() => setWebCrypto(webCrypto ? undefined : null))
  afterAll(() => setWebCrypto(undefined))

  test('behavior: our key pair and the official one derive the same key from either side', async () => {
    for (let i = 0; i < 8; i++) {
      const ours = await generateKeyPair()
      const theirs = official.generateKeyPair()
      const ourSide = await deriveSymKey(ours.privateKey, theirs.publicKey)
      expect(ourSide).toBe(official.deriveSymKey(theirs.privateKey, ours.publicKey))
      expect(ourSide).toBe(official.deriveSymKey(ours.privateKey, theirs.publicKey))
      expect(ourSide).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  test('behavior: the topic is sha256 of the key bytes, as the official hashKey computes it', async () => {
    for (let i = 0; i < 8; i++) {
      const symKey = generateSymKey()
      expect(await deriveTopic(symKey)).toBe(official.hashKey(symKey))
    }
    // sha256 of 32 zero bytes, a fixed vector independent of either implementation.
    expect(await deriveTopic('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    )
  })

  test('error: keys that are not 32 bytes of lower-case hex', async () => {
    const { privateKey, publicKey } = await generateKeyPair()
    await expect(deriveSymKey(privateKey, publicKey.slice(2))).rejects.toThrow(KeyError)
    await expect(deriveSymKey(privateKey.toUpperCase(), publicKey)).rejects.toThrow(KeyError)
    await expect(deriveSymKey(`0x${privateKey.slice(2)}`, publicKey)).rejects.toThrow(KeyError)
    await expect(deriveTopic('zz'.repeat(32))).rejects.toThrow(KeyError)
  })

  test('error: a low-order peer key (an all-zero shared secret) is refused', async () => {
    const { privateKey } = await generateKeyPair()
    for (const lowOrder of ['00'.repeat(32), `01${'00'.repeat(31)}`])
      await expect(deriveSymKey(privateKey, lowOrder)).rejects.toThrow(
        "the peer's public key is not a usable X25519 key",
      )
  })
})

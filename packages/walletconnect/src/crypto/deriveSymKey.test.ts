// Key agreement and topics against the official SDK (@walletconnect/utils, a test-only oracle):
// both ends of an X25519 exchange reach the same key whichever implementation each end runs.
import * as official from '@walletconnect/utils'
import { expect, test } from 'vitest'
import { KeyError } from '../errors/key'
import { deriveSymKey } from './deriveSymKey'
import { deriveTopic } from './deriveTopic'
import { generateKeyPair } from './generateKeyPair'
import { generateSymKey } from './generateSymKey'

test('behavior: our key pair and the official one derive the same key from either side', () => {
  for (let i = 0; i < 8; i++) {
    const ours = generateKeyPair()
    const theirs = official.generateKeyPair()
    const ourSide = deriveSymKey(ours.privateKey, theirs.publicKey)
    expect(ourSide).toBe(official.deriveSymKey(theirs.privateKey, ours.publicKey))
    expect(ourSide).toBe(official.deriveSymKey(ours.privateKey, theirs.publicKey))
    expect(ourSide).toMatch(/^[0-9a-f]{64}$/)
  }
})

test('behavior: the topic is sha256 of the key bytes, as the official hashKey computes it', () => {
  for (let i = 0; i < 8; i++) {
    const symKey = generateSymKey()
    expect(deriveTopic(symKey)).toBe(official.hashKey(symKey))
  }
  // sha256 of 32 zero bytes, a fixed vector independent of either implementation.
  expect(deriveTopic('00'.repeat(32))).toBe(
    '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
  )
})

test('error: keys that are not 32 bytes of lower-case hex', () => {
  const { privateKey, publicKey } = generateKeyPair()
  expect(() => deriveSymKey(privateKey, publicKey.slice(2))).toThrow(KeyError)
  expect(() => deriveSymKey(privateKey.toUpperCase(), publicKey)).toThrow(KeyError)
  expect(() => deriveSymKey(`0x${privateKey.slice(2)}`, publicKey)).toThrow(KeyError)
  expect(() => deriveTopic('zz'.repeat(32))).toThrow(KeyError)
})

test('error: a low-order peer key (an all-zero shared secret) is refused', () => {
  const { privateKey } = generateKeyPair()
  expect(() => deriveSymKey(privateKey, '00'.repeat(32))).toThrow(
    "the peer's public key is not a usable X25519 key",
  )
})

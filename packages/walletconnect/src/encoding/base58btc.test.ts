// Base58btc on the Bitcoin alphabet's known vectors and round trips, leading zeros included.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { base58btcToBytes, bytesToBase58btc } from './base58btc'

test('behavior: known vectors, leading zeros, and round trips', () => {
  const hello = new TextEncoder().encode('Hello World!')
  expect(bytesToBase58btc(hello)).toBe('2NEpo7TZRRrLZSi2U')
  expect(bytesToBase58btc(Uint8Array.of(0, 0, 1))).toBe('112')
  expect(bytesToBase58btc(new Uint8Array())).toBe('')
  expect(base58btcToBytes('112')).toEqual(Uint8Array.of(0, 0, 1))
  // The multicodec header of ed25519-pub, "K36" in the spec's reference implementation.
  expect(base58btcToBytes('K36')).toEqual(Uint8Array.of(0xed, 0x01))
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      expect(base58btcToBytes(bytesToBase58btc(bytes))).toEqual(bytes)
    }),
  )
})

test('error: characters outside the alphabet (0, O, I, l)', () => {
  for (const text of ['0', 'O', 'I', 'l', 'z+']) expect(base58btcToBytes(text)).toBeUndefined()
})

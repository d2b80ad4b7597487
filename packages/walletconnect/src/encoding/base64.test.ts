// The strict codec against Node's Buffer (a reference for valid input) and on input no encoder
// writes, which it must refuse rather than repair.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from './base64'

test('behavior: encodes as Buffer does (padded base64, unpadded base64url) and decodes back', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
      const b64 = Buffer.from(bytes).toString('base64')
      const url = Buffer.from(bytes).toString('base64url')
      expect(bytesToBase64(bytes)).toBe(b64)
      expect(bytesToBase64Url(bytes)).toBe(url)
      expect(base64ToBytes(b64)).toEqual(bytes)
      expect(base64ToBytes(b64.replace(/=+$/, ''))).toEqual(bytes)
      expect(base64UrlToBytes(url)).toEqual(bytes)
    }),
  )
})

test('error: characters outside the alphabet, impossible lengths, non-zero spare bits', () => {
  for (const text of ['QUJD\n', 'QU JD', 'QUJD!', 'Q', 'QUJDR', 'QQ=', 'QR==', '====', 'QUJD-_'])
    expect(base64ToBytes(text), text).toBeUndefined()
  expect(base64UrlToBytes('QUJD+/')).toBeUndefined()
  expect(base64UrlToBytes('QQ==')).toBeUndefined()
  expect(base64ToBytes('')).toEqual(new Uint8Array())
})

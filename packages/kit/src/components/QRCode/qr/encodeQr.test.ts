// The encoder's symbols read back by an independent decoder (jsqr) at every version boundary,
// its capacities against the qrcode package's, and its §5 errors.
import QRCodeLibrary from 'qrcode'
import { describe, expect, test } from 'vitest'
import { headerBits } from './encodeDataCodewords'
import { encodeQr } from './encodeQr'
import { dataCodewords } from './symbolCapacity'
import { decodeMatrix, decodeMatrixText } from './testing/decodeMatrix'

/** The most bytes a version holds at level H. */
const capacity = (version: number) =>
  Math.floor((dataCodewords(version) * 8 - headerBits(version)) / 8)

/** Printable ASCII of a given length, varied so that the masks see varied data. */
const text = (length: number, seed = length) =>
  Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 31 + seed * 7) % 94))).join('')

const versions = Array.from({ length: 40 }, (_, i) => i + 1)

describe('every version boundary decodes', () => {
  test.each(versions)('version %i: full, and one byte more', (version) => {
    const full = text(capacity(version))
    const qr = encodeQr(full)
    expect(qr.version).toBe(version)
    expect(qr.size).toBe(version * 4 + 17)
    expect(decodeMatrixText(qr.size, qr.modules)).toBe(full)
    if (version === 40) return
    const over = text(capacity(version) + 1)
    const next = encodeQr(over)
    expect(next.version).toBe(version + 1)
    expect(decodeMatrixText(next.size, next.modules)).toBe(over)
  })
})

test('behavior: each version holds as many bytes at level H as in the qrcode package', () => {
  // Lowercase letters, which qrcode too can only encode in byte mode.
  const letters = (length: number) => 'gatehouse'.repeat(150).slice(0, length)
  const options = (version: number) => ({ errorCorrectionLevel: 'H' as const, version })
  for (const version of versions) {
    expect(() => QRCodeLibrary.create(letters(capacity(version)), options(version))).not.toThrow()
    expect(() => QRCodeLibrary.create(letters(capacity(version) + 1), options(version))).toThrow()
  }
  expect(capacity(40)).toBe(1273)
})

test('behavior: many lengths, and UTF-8 counted in bytes, decode to the same bytes', () => {
  const texts = [
    ...[1, 3, 16, 50, 99, 150, 200, 333, 500, 777].map((length) => text(length, 3)),
    'héllo wörld — ✓ 🌈',
    `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a1'.repeat(32)}&expiryTimestamp=1764426000`,
  ]
  for (const value of texts) {
    const qr = encodeQr(value)
    expect(decodeMatrix(qr.size, qr.modules)).toEqual(new TextEncoder().encode(value))
  }
})

test('behavior: a version asked for is used when the data fits', () => {
  const qr = encodeQr('gatehouse', { version: 12 })
  expect(qr.version).toBe(12)
  expect(decodeMatrixText(qr.size, qr.modules)).toBe('gatehouse')
})

test('behavior: §5 errors: empty input, data too large, version outside 1–40', () => {
  expect(() => encodeQr('')).toThrow('No input text')
  expect(() => encodeQr(text(1274))).toThrow(
    'The amount of data is too big to be stored in a QR Code',
  )
  // 1273 bytes fit, but a 3-byte character past 1271 does not.
  expect(() => encodeQr(`${text(1271)}✓`)).toThrow('too big')
  for (const version of [0, 41, -1, 1.5, Number.NaN]) {
    expect(() => encodeQr('a', { version }), String(version)).toThrow('Invalid QR Code version')
  }
  expect(() => encodeQr(text(8), { version: 1 })).toThrow(
    'Minimum version required to store current data is: 2',
  )
})

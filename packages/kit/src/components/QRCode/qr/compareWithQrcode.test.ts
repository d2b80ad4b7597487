// Against the qrcode package the kit used before (a root devDependency for this test only): the
// same texts decode to the same text from both, and the SVG is drawn the way it drew its own.
import QRCodeLibrary from 'qrcode'
import { expect, test } from 'vitest'
import { encodeQr } from './encodeQr'
import { matrixSvg, qrSvg } from './qrSvg'
import { decodeMatrixText } from './testing/decodeMatrix'

const samples = [
  `wc:${'3c'.repeat(32)}@2?relay-protocol=irn&symKey=${'9e'.repeat(32)}&expiryTimestamp=1764426000`,
  `wc:${'0a'.repeat(32)}@2?expiryTimestamp=1764426300&relay-protocol=irn&symKey=${'f0'.repeat(32)}&methods=wc_sessionAuthenticate`,
  'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
  'https://play.google.com/store/apps/details?id=me.rainbow',
  'https://metamask.io/download/',
  'HELLO 12345 ALPHANUMERIC AND 0123456789',
  'ünïcødé ✓ 🌈',
]

test.each(samples)('behavior: %s decodes the same from both', (text) => {
  const ours = encodeQr(text)
  const theirs = QRCodeLibrary.create(text, { errorCorrectionLevel: 'H' })
  const theirsText = decodeMatrixText(theirs.modules.size, theirs.modules.data)
  expect(theirsText).toBe(text)
  expect(decodeMatrixText(ours.size, ours.modules)).toBe(theirsText)
  // Byte mode only: never smaller than qrcode's mixed segments, at most a few versions larger.
  expect(ours.version).toBeGreaterThanOrEqual(theirs.version)
  expect(ours.version - theirs.version).toBeLessThanOrEqual(3)
})

test('behavior: the SVG is the markup qrcode drew for the same matrix', async () => {
  for (const text of samples) {
    const theirs = QRCodeLibrary.create(text, { errorCorrectionLevel: 'H' })
    const svg = await QRCodeLibrary.toString(text, {
      type: 'svg',
      errorCorrectionLevel: 'H',
      margin: 0,
    })
    expect(matrixSvg(theirs.modules.size, theirs.modules.data)).toBe(svg)
  }
})

test('behavior: qrSvg draws the encoder’s matrix', () => {
  const text = samples[0]!
  const { size, modules } = encodeQr(text)
  expect(qrSvg(text)).toBe(matrixSvg(size, modules))
  expect(qrSvg(text)).toMatch(
    new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" `),
  )
})

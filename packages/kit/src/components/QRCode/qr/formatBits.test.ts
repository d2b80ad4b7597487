// Cross-checked against the symbols of the qrcode package the kit used before (a root
// devDependency, test-only): the modules each copy of the information takes are the same.
import QRCodeLibrary from 'qrcode'
import { expect, test } from 'vitest'
import { drawFormatBits, drawVersionBits, formatBits, versionBits } from './formatBits'
import { createMatrix } from './qrMatrix'
import { symbolSize } from './symbolCapacity'

/** The modules `draw` reserves, as drawn by it and as the qrcode package drew them. */
function compare(
  version: number,
  mask: number,
  draw: (m: ReturnType<typeof createMatrix>) => void,
) {
  const ours = createMatrix(symbolSize(version))
  draw(ours)
  const theirs = QRCodeLibrary.create('gatehouse', {
    errorCorrectionLevel: 'H',
    version,
    maskPattern: mask as QRCodeLibrary.QRCodeMaskPattern,
  })
  const drawn: number[] = []
  const expected: number[] = []
  ours.reserved.forEach((reserved, i) => {
    if (!reserved) return
    drawn.push(ours.modules[i]!)
    expected.push(theirs.modules.data[i] ? 1 : 0)
  })
  return { drawn, expected }
}

test('behavior: format information for level H and each mask is qrcode’s', () => {
  // ISO/IEC 18004 Annex C, Table C.1: level H, mask 000.
  expect(formatBits(0).toString(2).padStart(15, '0')).toBe('001011010001001')
  for (let mask = 0; mask < 8; mask++) {
    const { drawn, expected } = compare(3, mask, (m) => drawFormatBits(m, mask))
    expect(drawn, String(mask)).toEqual(expected)
  }
})

test('behavior: version information for versions 7–40 is qrcode’s', () => {
  // ISO/IEC 18004 Annex D, Table D.1: version 7.
  expect(versionBits(7).toString(16)).toBe('7c94')
  for (let version = 7; version <= 40; version++) {
    const { drawn, expected } = compare(version, 0, (m) => drawVersionBits(m, version))
    expect(drawn.length, String(version)).toBe(36)
    expect(drawn, String(version)).toEqual(expected)
  }
})

// A byte-mode QR code at error-correction level H (ISO/IEC 18004:2015), for the kit's URIs and
// download links: the smallest version that holds the UTF-8 bytes, or the one asked for.
// Spec §5: empty input, data too large and versions outside 1–40 are errors (qrcode's words).
import { chooseMask } from './chooseMask'
import { drawFunctionPatterns } from './drawFunctionPatterns'
import { encodeDataCodewords, fits } from './encodeDataCodewords'
import { interleaveBlocks } from './interleaveBlocks'
import { placeModules } from './placeModules'
import type { QrMatrix } from './qrMatrix'

export type EncodedQr = QrMatrix & { version: number; mask: number }

export function encodeQr(text: string, options: { version?: number } = {}): EncodedQr {
  if (text.length === 0) throw new Error('No input text')
  const { version: asked } = options
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 1 && asked <= 40)) {
    throw new Error('Invalid QR Code version')
  }
  const bytes = new TextEncoder().encode(text)
  let version = 1
  while (version <= 40 && !fits(bytes.length, version)) version++
  if (version > 40) throw new Error('The amount of data is too big to be stored in a QR Code')
  if (asked !== undefined && asked < version) {
    throw new Error(
      `The chosen QR Code version cannot contain this amount of data. Minimum version required to store current data is: ${version}.`,
    )
  }
  version = asked ?? version
  const matrix = drawFunctionPatterns(version)
  placeModules(matrix, interleaveBlocks(encodeDataCodewords(bytes, version), version))
  const mask = chooseMask(matrix)
  return { ...matrix, version, mask }
}

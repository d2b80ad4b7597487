// Test-only: reads a matrix back with an independent decoder (jsqr, Apache-2.0), as a phone's
// camera would: drawn black on white with the four-module quiet zone, two pixels a module.
import jsQR from 'jsqr'

const QUIET = 4
const SCALE = 2

/** The bytes jsqr decodes from the matrix, or null when it finds no code. */
export function decodeMatrix(
  size: number,
  modules: ArrayLike<number | boolean>,
): Uint8Array | null {
  const side = (size + QUIET * 2) * SCALE
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!modules[y * size + x]) continue
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const p = (((y + QUIET) * SCALE + dy) * side + (x + QUIET) * SCALE + dx) * 4
          pixels[p] = pixels[p + 1] = pixels[p + 2] = 0
        }
      }
    }
  }
  const code = jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })
  return code ? Uint8Array.from(code.binaryData) : null
}

/** The text jsqr decodes from the matrix, read as UTF-8. */
export function decodeMatrixText(size: number, modules: ArrayLike<number | boolean>) {
  const bytes = decodeMatrix(size, modules)
  return bytes && new TextDecoder().decode(bytes)
}

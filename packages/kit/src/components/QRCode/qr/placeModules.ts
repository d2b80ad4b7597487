// Codeword placement, ISO/IEC 18004:2015 §7.7.3: two-module-wide columns from the right edge,
// alternately upward and downward, skipping the vertical timing column and reserved modules; the
// most significant bit first. Remainder bits (ISO/IEC 18004 §7.6) stay light.
import type { QrMatrix } from './qrMatrix'

export function placeModules(matrix: QrMatrix, codewords: Uint8Array) {
  const { size, modules, reserved } = matrix
  const bits = codewords.length * 8
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    const upward = ((right + 1) & 2) === 0
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step
      for (let j = 0; j < 2; j++) {
        const index = y * size + right - j
        if (reserved[index] || i >= bits) continue
        modules[index] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1
        i++
      }
    }
  }
}

// The eight data mask patterns, ISO/IEC 18004:2015 §7.8.2 Table 10: a module is inverted where
// the condition holds (x the column, y the row). Function patterns are never masked.
import type { QrMatrix } from './qrMatrix'

const CONDITIONS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** XORs a mask onto the data modules, in place; applying it twice undoes it. */
export function applyMask(matrix: QrMatrix, mask: number) {
  const condition = CONDITIONS[mask]!
  const { size, modules, reserved } = matrix
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i++) {
      if (!reserved[i] && condition(x, y)) modules[i]! ^= 1
    }
  }
}

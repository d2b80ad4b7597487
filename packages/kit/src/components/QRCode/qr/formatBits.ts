// Format information (ISO/IEC 18004:2015 §7.9: level and mask, BCH(15,5), XOR 101010000010010)
// and version information (ISO/IEC 18004 §7.10: versions 7 and up, BCH(18,6)), and where they are drawn.
import { type QrMatrix, setFunctionModule } from './qrMatrix'

/** Level H's two bits (ISO/IEC 18004 §7.9.1 Table 12). */
const LEVEL_H = 0b10

export function formatBits(mask: number): number {
  const data = (LEVEL_H << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

export function versionBits(version: number): number {
  let rem = version
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
  return (version << 12) | rem
}

/** Both copies of the format information (ISO/IEC 18004 §7.9.1 Figure 25), and the dark module beside them. */
export function drawFormatBits(matrix: QrMatrix, mask: number) {
  const bits = formatBits(mask)
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const { size } = matrix
  // Around the top-left finder.
  for (let i = 0; i <= 5; i++) setFunctionModule(matrix, 8, i, bit(i))
  setFunctionModule(matrix, 8, 7, bit(6))
  setFunctionModule(matrix, 8, 8, bit(7))
  setFunctionModule(matrix, 7, 8, bit(8))
  for (let i = 9; i < 15; i++) setFunctionModule(matrix, 14 - i, 8, bit(i))
  // Beside the top-right and bottom-left finders.
  for (let i = 0; i < 8; i++) setFunctionModule(matrix, size - 1 - i, 8, bit(i))
  for (let i = 8; i < 15; i++) setFunctionModule(matrix, 8, size - 15 + i, bit(i))
  setFunctionModule(matrix, 8, size - 8, true)
}

/** Both 6 × 3 blocks of version information (ISO/IEC 18004:2015 §7.10, Figure 27). */
export function drawVersionBits(matrix: QrMatrix, version: number) {
  if (version < 7) return
  const bits = versionBits(version)
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1
    const a = matrix.size - 11 + (i % 3)
    const b = Math.floor(i / 3)
    setFunctionModule(matrix, a, b, dark)
    setFunctionModule(matrix, b, a, dark)
  }
}

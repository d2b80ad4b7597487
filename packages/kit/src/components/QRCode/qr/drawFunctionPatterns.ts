// Function patterns, ISO/IEC 18004:2015 §6.3: finder patterns with their separators (ISO/IEC 18004 §6.3.3,
// ISO/IEC 18004 §6.3.4), timing patterns (ISO/IEC 18004 §6.3.5), alignment patterns (ISO/IEC 18004 §6.3.6, positions as in Annex E), the
// version information (ISO/IEC 18004 §7.10) and the format areas, reserved here and drawn per mask.
import { drawFormatBits, drawVersionBits } from './formatBits'
import { createMatrix, type QrMatrix, setFunctionModule } from './qrMatrix'
import { symbolSize } from './symbolCapacity'

/** Centre coordinates of the alignment patterns on either axis (Annex E, Table E.1). */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  // Evenly spaced back from the far edge, the step rounded to even; the first is always 6.
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2
  const positions = [6]
  for (let pos = symbolSize(version) - 7; positions.length < count; pos -= step) {
    positions.splice(1, 0, pos)
  }
  return positions
}

function drawFinder(matrix: QrMatrix, cx: number, cy: number) {
  // 7 × 7 rings plus the one-module light separator around them.
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx
      const y = cy + dy
      if (x < 0 || y < 0 || x >= matrix.size || y >= matrix.size) continue
      const ring = Math.max(Math.abs(dx), Math.abs(dy))
      setFunctionModule(matrix, x, y, ring !== 2 && ring !== 4)
    }
  }
}

function drawAlignment(matrix: QrMatrix, cx: number, cy: number) {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      setFunctionModule(matrix, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }
  }
}

/** A version's matrix with every function pattern drawn and every non-data module reserved. */
export function drawFunctionPatterns(version: number): QrMatrix {
  const size = symbolSize(version)
  const matrix = createMatrix(size)
  for (let i = 0; i < size; i++) {
    setFunctionModule(matrix, 6, i, i % 2 === 0)
    setFunctionModule(matrix, i, 6, i % 2 === 0)
  }
  drawFinder(matrix, 3, 3)
  drawFinder(matrix, size - 4, 3)
  drawFinder(matrix, 3, size - 4)
  const positions = alignmentPositions(version)
  const last = positions.length - 1
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      // The three corners taken by finder patterns get none.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue
      drawAlignment(matrix, positions[i]!, positions[j]!)
    }
  }
  drawFormatBits(matrix, 0) // reserves the format areas; redrawn with the chosen mask
  drawVersionBits(matrix, version)
  return matrix
}

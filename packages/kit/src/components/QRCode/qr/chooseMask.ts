// Mask selection, ISO/IEC 18004:2015 §7.8.3: each of the eight masks is applied with its format
// information to a scratch copy and scored; the lowest penalty wins (the first on a tie).
import { drawFormatBits } from './formatBits'
import { applyMask } from './maskPatterns'
import { penaltyScore } from './penaltyScore'
import type { QrMatrix } from './qrMatrix'

/** Picks the mask and leaves the matrix masked with it, its format information drawn. */
export function chooseMask(matrix: QrMatrix): number {
  const scratch: QrMatrix = { ...matrix, modules: new Uint8Array(matrix.modules.length) }
  let best = 0
  let bestScore = Number.POSITIVE_INFINITY
  for (let mask = 0; mask < 8; mask++) {
    scratch.modules.set(matrix.modules)
    applyMask(scratch, mask)
    drawFormatBits(scratch, mask)
    const score = penaltyScore(scratch.modules, scratch.size)
    if (score < bestScore) {
      best = mask
      bestScore = score
    }
  }
  applyMask(matrix, best)
  drawFormatBits(matrix, best)
  return best
}

// Level H's error-correction blocks per version, ISO/IEC 18004:2015 §7.5.1 Table 9, and the
// symbol's codeword count, which follows from its function patterns (ISO/IEC 18004 §6.3, Table 1).

/** Error-correction codewords per block at level H, versions 1–40 (index 0 unused). */
const EC_PER_BLOCK_H = [
  0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30,
  30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
]

/** Error-correction blocks at level H, versions 1–40 (index 0 unused). */
const BLOCKS_H = [
  0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37,
  40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
]

/** Side of a version's symbol in modules (ISO/IEC 18004 §6.3.1). */
export const symbolSize = (version: number) => version * 4 + 17

/** Modules left for codewords once function patterns and format/version areas are taken. */
function dataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2
    modules -= (25 * alignments - 10) * alignments - 55
    if (version >= 7) modules -= 36
  }
  return modules
}

export type BlockLayout = { totalCodewords: number; blocks: number; ecPerBlock: number }

export function blockLayout(version: number): BlockLayout {
  return {
    totalCodewords: Math.floor(dataModules(version) / 8),
    blocks: BLOCKS_H[version]!,
    ecPerBlock: EC_PER_BLOCK_H[version]!,
  }
}

/** Data codewords of a version at level H. */
export function dataCodewords(version: number): number {
  const { totalCodewords, blocks, ecPerBlock } = blockLayout(version)
  return totalCodewords - blocks * ecPerBlock
}

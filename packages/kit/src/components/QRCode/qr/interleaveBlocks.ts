// The final codeword sequence, ISO/IEC 18004:2015 §7.6: the data codewords split into blocks
// (the later blocks one codeword longer when they do not divide evenly), each block's
// Reed–Solomon codewords appended, then data and error-correction codewords interleaved by column.
import { reedSolomonRemainder } from './reedSolomon'
import { blockLayout } from './symbolCapacity'

export function interleaveBlocks(data: Uint8Array, version: number): Uint8Array {
  const { totalCodewords, blocks, ecPerBlock } = blockLayout(version)
  const shortBlocks = blocks - (totalCodewords % blocks)
  const shortDataLength = Math.floor(totalCodewords / blocks) - ecPerBlock
  const dataBlocks: Uint8Array[] = []
  const ecBlocks: Uint8Array[] = []
  for (let b = 0, offset = 0; b < blocks; b++) {
    const length = shortDataLength + (b < shortBlocks ? 0 : 1)
    const block = data.subarray(offset, offset + length)
    offset += length
    dataBlocks.push(block)
    ecBlocks.push(reedSolomonRemainder(block, ecPerBlock))
  }
  const out = new Uint8Array(totalCodewords)
  let k = 0
  for (let i = 0; i <= shortDataLength; i++) {
    for (const block of dataBlocks) if (i < block.length) out[k++] = block[i]!
  }
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) out[k++] = block[i]!
  return out
}

import { expect, test } from 'vitest'
import { penaltyScore } from './penaltyScore'

const SIZE = 21

test('behavior: an all-light symbol scores every rule but the finder-like one', () => {
  // N1: 21 rows and 21 columns of 21 → 3 + 16 each; N2: 20 × 20 blocks × 3; N4: 0 % dark → 9 × 10.
  expect(penaltyScore(new Uint8Array(SIZE * SIZE), SIZE)).toBe(42 * 19 + 400 * 3 + 90)
})

test('behavior: a checkerboard scores nothing', () => {
  const modules = Uint8Array.from({ length: SIZE * SIZE }, (_, i) => (i + 1) % 2)
  expect(penaltyScore(modules, SIZE)).toBe(0)
})

test('behavior: a finder-like pattern with four light modules beside it costs 40', () => {
  // One row of 0000 1011101 0000…; light elsewhere. Against the same row with the pattern
  // broken (1011001): only N3 and the run lengths differ, and both are counted here.
  const withPattern = new Uint8Array(SIZE * SIZE)
  const broken = new Uint8Array(SIZE * SIZE)
  const set = (m: Uint8Array, bits: string) => {
    for (let i = 0; i < bits.length; i++) m[10 * SIZE + 4 + i] = bits[i] === '1' ? 1 : 0
  }
  set(withPattern, '1011101')
  set(broken, '1011011')
  // Same dark count, same 2 × 2 blocks broken, same runs in the row (4 light, then ≤ 3, then 10
  // light), the same columns touched: the 40 is the difference.
  expect(penaltyScore(withPattern, SIZE) - penaltyScore(broken, SIZE)).toBe(40)
})

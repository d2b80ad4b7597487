// A masked symbol's penalty, ISO/IEC 18004:2015 §7.8.3 Table 11: N1 = 3 for a run of five
// same-coloured modules in a row or column, +1 per module beyond five; N2 = 3 per 2 × 2 block of
// one colour; N3 = 40 per 1:1:3:1:1 finder-like pattern with four light modules on either side
// (outside the symbol counts as light, as in ZXing); N4 = 10 per 5 % the dark share strays from 50 %.
// It runs eight times on the click, so each line is read once, with no allocation: the runs and
// a 15-bit window of the line (four modules either side of a 7-module pattern) in the same loop.

/** dark-light-dark-dark-dark-light-dark. */
const FINDER = 0b1011101

export function penaltyScore(modules: Uint8Array, size: number): number {
  let score = 0
  for (let i = 0; i < size; i++) {
    score += lineScore(modules, i * size, 1, size) // row i
    score += lineScore(modules, i, size, size) // column i
  }
  let dark = 0
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x
      const c = modules[i]!
      dark += c
      if (
        x < size - 1 &&
        y < size - 1 &&
        c === modules[i + 1] &&
        c === modules[i + size] &&
        c === modules[i + size + 1]
      ) {
        score += 3
      }
    }
  }
  const total = size * size
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10
  return score
}

/** N1 and N3 of the line of `n` modules at start, start + step, … */
function lineScore(modules: Uint8Array, start: number, step: number, n: number): number {
  let score = 0
  let run = 0
  let previous = -1
  let window = 0
  // Four modules past the end, light, so that a pattern at the edge is seen with its margin.
  for (let i = 0; i < n + 4; i++) {
    const c = i < n ? modules[start + i * step]! : 0
    if (i < n) {
      if (c === previous) run++
      else {
        if (run >= 5) score += run - 2
        run = 1
        previous = c
      }
    }
    // window holds modules i − 14 … i; the pattern candidate starts at i − 10.
    window = ((window << 1) | c) & 0x7fff
    if (((window >>> 4) & 0x7f) === FINDER && (window >>> 11 === 0 || (window & 0xf) === 0)) {
      score += 40
    }
  }
  if (run >= 5) score += run - 2
  return score
}

// Reed–Solomon error-correction codewords, ISO/IEC 18004:2015 §7.5.2: the remainder of the data
// polynomial times x^degree divided by the generator (x − α^0)(x − α^1)…(x − α^(degree−1)).
import { gfExp, gfMultiply } from './galoisField'

const generators = new Map<number, Uint8Array>()

/** The generator's coefficients, highest power first, the leading 1 left out. */
function generator(degree: number): Uint8Array {
  let poly = generators.get(degree)
  if (poly) return poly
  poly = new Uint8Array(degree)
  poly[degree - 1] = 1
  for (let i = 0; i < degree; i++) {
    // Multiply by (x − α^i); in GF(2^8) subtraction is XOR.
    for (let j = 0; j < degree; j++) {
      poly[j] = gfMultiply(poly[j]!, gfExp(i)) ^ (j + 1 < degree ? poly[j + 1]! : 0)
    }
  }
  generators.set(degree, poly)
  return poly
}

/** The `degree` error-correction codewords of one block of data codewords. */
export function reedSolomonRemainder(data: Uint8Array, degree: number): Uint8Array {
  const divisor = generator(degree)
  const remainder = new Uint8Array(degree)
  for (const byte of data) {
    const factor = byte ^ remainder[0]!
    remainder.copyWithin(0, 1)
    remainder[degree - 1] = 0
    for (let j = 0; j < degree; j++) remainder[j]! ^= gfMultiply(divisor[j]!, factor)
  }
  return remainder
}

// GF(2^8) arithmetic over the QR code's field polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d),
// ISO/IEC 18004:2015 §7.5.2. Log and antilog tables make a product two lookups.

const EXP = new Uint8Array(512)
const LOG = new Uint8Array(256)

let x = 1
for (let i = 0; i < 255; i++) {
  EXP[i] = x
  LOG[x] = i
  x <<= 1
  if (x & 0x100) x ^= 0x11d
}
// Doubled so that EXP[LOG[a] + LOG[b]] needs no modulo.
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!

/** a · b in GF(256). */
export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0
  return EXP[LOG[a]! + LOG[b]!]!
}

/** α^i in GF(256), 0 ≤ i < 512. */
export function gfExp(i: number): number {
  return EXP[i]!
}

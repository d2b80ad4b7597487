// Byte-mode data codewords, ISO/IEC 18004:2015 §7.4: mode indicator 0100, the byte count (8 bits
// up to version 9, 16 from 10; Table 3), the bytes, a terminator of up to four 0 bits, zero bits
// to a byte boundary and the pad codewords 11101100 00010001 alternately (ISO/IEC 18004 §7.4.10).
import { dataCodewords } from './symbolCapacity'

/** Bits the header takes before the bytes: mode indicator and character count. */
export const headerBits = (version: number) => 4 + (version < 10 ? 8 : 16)

/** Whether `byteCount` bytes fit a version's data codewords at level H. */
export const fits = (byteCount: number, version: number) =>
  headerBits(version) + byteCount * 8 <= dataCodewords(version) * 8

export function encodeDataCodewords(bytes: Uint8Array, version: number): Uint8Array {
  const out = new Uint8Array(dataCodewords(version))
  let bit = 0
  const write = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--, bit++) {
      if ((value >>> i) & 1) out[bit >>> 3]! |= 0x80 >>> (bit & 7)
    }
  }
  write(0b0100, 4)
  write(bytes.length, version < 10 ? 8 : 16)
  for (const byte of bytes) write(byte, 8)
  // The terminator and the bits to the byte boundary are zeros, already there.
  for (let i = Math.ceil((bit + 4) / 8), pad = 0xec; i < out.length; i++, pad ^= 0xec ^ 0x11) {
    out[i] = pad
  }
  return out
}

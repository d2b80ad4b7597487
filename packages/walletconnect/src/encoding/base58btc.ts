// Base58 with Bitcoin's alphabet, the multibase encoding of a `did:key` (prefix `z`). Keys are 34
// bytes here, so the quadratic big-number loop is cheaper than any dependency.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE = 58
const BYTE = 256

/**
 * The digits (most significant first) of a number written in `from` as written in `to`, least
 * significant first. Leading zeros are not carried: base58 writes them apart, one for one.
 */
function rebase(digits: Iterable<number>, from: number, to: number): number[] {
  const out: number[] = []
  for (const digit of digits) {
    let carry = digit
    for (let i = 0; i < out.length; i++) {
      carry += out[i]! * from
      out[i] = carry % to
      carry = Math.floor(carry / to)
    }
    while (carry > 0) {
      out.push(carry % to)
      carry = Math.floor(carry / to)
    }
  }
  return out
}

/** How many leading items are zero (0x00 bytes, or '1', base58's zero digit). */
const leadingZeros = <T>(items: Iterable<T>, zero: T) => {
  let count = 0
  for (const item of items) {
    if (item !== zero) break
    count++
  }
  return count
}

export function bytesToBase58btc(bytes: Uint8Array): string {
  const digits = rebase(bytes, BYTE, BASE).reverse()
  return ALPHABET[0]!.repeat(leadingZeros(bytes, 0)) + digits.map((d) => ALPHABET[d]).join('')
}

/** The bytes, or undefined when `text` holds a character outside the alphabet. */
export function base58btcToBytes(text: string): Uint8Array | undefined {
  const digits = [...text].map((char) => ALPHABET.indexOf(char))
  if (digits.includes(-1)) return undefined
  const bytes = rebase(digits, BASE, BYTE).reverse()
  return Uint8Array.from([...new Array<number>(leadingZeros(text, ALPHABET[0])).fill(0), ...bytes])
}

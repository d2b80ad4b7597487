// Base58 with Bitcoin's alphabet, the multibase encoding of a `did:key` (prefix `z`). Keys are 34
// bytes here, so the quadratic big-number loop is cheaper than any dependency.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE = 58
const BYTE = 256

export function bytesToBase58btc(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! * BYTE
      digits[i] = carry % BASE
      carry = Math.floor(carry / BASE)
    }
    while (carry > 0) {
      digits.push(carry % BASE)
      carry = Math.floor(carry / BASE)
    }
  }
  // Each leading zero byte is written as the alphabet's first character.
  let out = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    out += ALPHABET[0]
  }
  for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i]!]
  return out
}

/** The bytes, or undefined when `text` holds a character outside the alphabet. */
export function base58btcToBytes(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const char of text) {
    let carry = ALPHABET.indexOf(char)
    if (carry === -1) return undefined
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * BASE
      bytes[i] = carry % BYTE
      carry = Math.floor(carry / BYTE)
    }
    while (carry > 0) {
      bytes.push(carry % BYTE)
      carry = Math.floor(carry / BYTE)
    }
  }
  for (const char of text) {
    if (char !== ALPHABET[0]) break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}

// Base64 (RFC 4648 §4) and base64url (§5) without Node's Buffer, so the package runs in browsers
// and edge runtimes. Decoding is strict because its input is hostile (a relay message, a JWT): a
// character outside the alphabet, or a length no encoder writes, is refused, never skipped as
// `atob` skips whitespace. Padding is optional on input (the official SDK writes none) and written
// on output only for base64.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const BITS_PER_CHAR = 6
const BITS_PER_BYTE = 8
const CHARS_PER_QUANTUM = 4
const PAD = '='

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << BITS_PER_BYTE) | byte
    bits += BITS_PER_BYTE
    while (bits >= BITS_PER_CHAR) {
      bits -= BITS_PER_CHAR
      out += alphabet[(buffer >> bits) & 0x3f]
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += alphabet[(buffer << (BITS_PER_CHAR - bits)) & 0x3f]
  if (pad) while (out.length % CHARS_PER_QUANTUM) out += PAD
  return out
}

/** The bytes, or undefined when `text` is not base64 in this alphabet. */
function decode(text: string, alphabet: string): Uint8Array | undefined {
  const padding = text.endsWith(`${PAD}${PAD}`) ? 2 : text.endsWith(PAD) ? 1 : 0
  if (padding && text.length % CHARS_PER_QUANTUM) return undefined
  const body = text.slice(0, text.length - padding)
  // One leftover character carries 6 bits, less than a byte: no encoder writes that.
  if (body.length % CHARS_PER_QUANTUM === 1) return undefined
  const out = new Uint8Array(Math.floor((body.length * BITS_PER_CHAR) / BITS_PER_BYTE))
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of body) {
    const value = alphabet.indexOf(char)
    if (value === -1) return undefined
    buffer = (buffer << BITS_PER_CHAR) | value
    bits += BITS_PER_CHAR
    if (bits >= BITS_PER_BYTE) {
      bits -= BITS_PER_BYTE
      out[index++] = (buffer >> bits) & 0xff
    }
    buffer &= (1 << bits) - 1
  }
  // Leftover bits must be zero, or two texts would decode to the same bytes.
  if (buffer !== 0) return undefined
  return out
}

export const bytesToBase64 = (bytes: Uint8Array): string => encode(bytes, ALPHABET, true)
export const base64ToBytes = (text: string): Uint8Array | undefined => decode(text, ALPHABET)
export const bytesToBase64Url = (bytes: Uint8Array): string => encode(bytes, URL_ALPHABET, false)
export const base64UrlToBytes = (text: string): Uint8Array | undefined =>
  text.includes(PAD) ? undefined : decode(text, URL_ALPHABET)

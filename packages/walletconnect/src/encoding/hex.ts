// Hex as the protocol writes keys and topics: lower case, even length, no 0x. Strict on input
// because keys arrive in URIs and peers' messages.
import { KeyError } from '../errors/key'

const LOWER_HEX = /^(?:[0-9a-f]{2})*$/
const HEX_RADIX = 16

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(HEX_RADIX).padStart(2, '0')).join('')

/** The bytes of `hex`; a KeyError naming `what` unless it is lower-case hex of `length` bytes. */
export function fromHex(hex: string, length: number, what: string): Uint8Array<ArrayBuffer> {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !LOWER_HEX.test(hex))
    throw new KeyError(`${what} must be ${length} bytes of lower-case hex`)
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), HEX_RADIX)
  return bytes
}

export const isHexKey = (value: unknown, length: number): value is string =>
  typeof value === 'string' && value.length === length * 2 && LOWER_HEX.test(value)

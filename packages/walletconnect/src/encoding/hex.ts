// Hex as the protocol writes keys and topics: lower case, even length, no 0x. Strict on input
// because keys arrive in URIs and peers' messages.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { KeyError } from '../errors/key'

const LOWER_HEX = /^(?:[0-9a-f]{2})*$/

export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes)

/** The bytes of `hex`; a KeyError naming `what` unless it is lower-case hex of `length` bytes. */
export function fromHex(hex: string, length: number, what: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !LOWER_HEX.test(hex))
    throw new KeyError(`${what} must be ${length} bytes of lower-case hex`)
  return hexToBytes(hex)
}

export const isHexKey = (value: unknown, length: number): value is string =>
  typeof value === 'string' && value.length === length * 2 && LOWER_HEX.test(value)

import { ADDRESS_EDGE_CHARS } from '../constants'

/** §9: an address shows its first 4 and last 4 characters (after 0x) around an ellipsis. */
export function formatAddress(address: string): string {
  const body = address.startsWith('0x') ? address.slice(2) : address
  if (body.length <= ADDRESS_EDGE_CHARS * 2) return address
  return `0x${body.slice(0, ADDRESS_EDGE_CHARS)}…${body.slice(-ADDRESS_EDGE_CHARS)}`
}

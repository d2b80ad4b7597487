import type { Address } from 'viem'

/** The fields of an EIP-4361 message in the one canonical form this package builds and accepts. */
export type SiweFields = {
  /** RFC 3986 authority (`host[:port]`) of the site asking for the sign-in. */
  domain: string
  /** EIP-55 checksummed address. */
  address: Address
  /** One line of printable ASCII, not empty. */
  statement: string
  uri: string
  version: '1'
  chainId: number
  /** At least 8 ASCII letters and digits. */
  nonce: string
  /** RFC 3339 timestamps. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
}

import type { Address } from 'viem'

/**
 * The fields of an EIP-4361 message, one property per field of its ABNF, as they are written in
 * the text (times stay strings, so that `buildSiweMessage(parseSiweMessage(text)) === text`). An
 * optional field is absent when its line is; `statement: ''`, `requestId: ''` and `resources: []`
 * are the present-but-empty forms, each written differently from an absent one.
 */
export type SiweFields = {
  /** RFC 3986 scheme written before the domain (`https://example.com wants you…`). */
  scheme?: string
  /** RFC 3986 authority: `[userinfo "@"] host [":" port]`, not empty. */
  domain: string
  /** EIP-55 checksummed address. */
  address: Address
  /** RFC 3986 reserved and unreserved characters and spaces (so one line); may be empty. */
  statement?: string
  /** RFC 3986 URI. */
  uri: string
  version: '1'
  /** EIP-155 chain id: a positive safe integer. */
  chainId: number
  /** At least 8 ASCII letters and digits. */
  nonce: string
  /** RFC 3339 date-times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  /** RFC 3986 `*pchar`; may be empty. */
  requestId?: string
  /** RFC 3986 URIs, in order; may be empty (a `Resources:` line with no entries). */
  resources?: string[]
}

/**
 * A decoded envelope (crypto-envelopes spec): `sealed` is the ciphertext followed by its tag. A type
 * 1 envelope's `senderPublicKey` is hex, like every key in this package's API.
 */
export type Envelope =
  | { type: 0; iv: Uint8Array; sealed: Uint8Array }
  | { type: 1; senderPublicKey: string; iv: Uint8Array; sealed: Uint8Array }

/**
 * A v2 pairing URI's contents (pairing-uri spec, after EIP-1328): what a wallet needs to join the
 * pairing topic and open what the dapp sent there.
 */
export type PairingUri = {
  /** The pairing topic, 32 bytes hex: sha256 of `symKey` when a conforming client made it. */
  topic: string
  version: 2
  /** The pairing's symmetric key, 32 bytes hex. */
  symKey: string
  relay: { protocol: string; data?: string }
  /** Seconds since the epoch after which the pairing is expired (5 minutes after it was made). */
  expiryTimestamp?: number
  /** The spec's `methods`: groups of methods, one group per protocol (`[[wc_sessionPropose]]`). */
  methods?: string[][]
}

/** A message the relay delivered on a subscribed topic (irn_subscription's `data`). */
export type RelayMessage = {
  topic: string
  /** The envelope text, as published. */
  message: string
  /** Milliseconds since the epoch, the relay's clock. */
  publishedAt: number
  tag: number
  attestation?: string | null
}

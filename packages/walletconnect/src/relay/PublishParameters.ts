/** One irn_publish: the envelope text on a topic, kept by the relay `ttl` seconds, labelled `tag`. */
export type PublishParameters = {
  topic: string
  message: string
  /** Seconds the relay keeps the message for a subscriber that is offline. */
  ttl: number
  tag: number
  /** Whether the message is relevant to a wallet's push webhook (relay-network "Prompt"). */
  prompt?: boolean
  /** A Verify attestation JWT, when the app uses Verify. */
  attestation?: string
}

import type { RelayMessage } from './RelayMessage'

/**
 * A delivered message (irn_subscription's `data`, or one irn_batchFetchMessages item) when `data`
 * has the spec's shape; undefined otherwise, for the caller to drop.
 */
export function readRelayMessage(data: unknown): RelayMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { topic, message, publishedAt, tag, attestation } = data as Record<string, unknown>
  if (
    typeof topic !== 'string' ||
    typeof message !== 'string' ||
    typeof publishedAt !== 'number' ||
    !Number.isFinite(publishedAt) ||
    typeof tag !== 'number' ||
    !Number.isInteger(tag) ||
    !(attestation === undefined || attestation === null || typeof attestation === 'string')
  )
    return undefined
  return {
    topic,
    message,
    publishedAt,
    tag,
    ...(attestation === undefined ? {} : { attestation }),
  }
}

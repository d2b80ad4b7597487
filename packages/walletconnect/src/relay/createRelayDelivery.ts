// The relay's deliveries (irn_subscription's, and what irn_batchFetchMessages returns): each handed
// to the listeners once, in the order received, and only on a topic the client wants. A relay
// delivers again what it is not sure arrived (after a reconnection, a lost ack), so a message whose
// id (relay-network: the sha256 of its text) was seen recently is dropped.
import { sha256 } from '../crypto/sha256'
import { toHex } from '../encoding/hex'
import { RELAY_DEDUPLICATION_WINDOW } from './constants'
import { inOrder } from './inOrder'
import { RecentIds } from './RecentIds'
import type { RelayMessage } from './RelayMessage'

/** What deliveries need of the client that owns them. */
export type RelayDeliveryOwner = {
  /** Whether the client was closed: a closed client hands nothing over. */
  closed(): boolean
  /** The client's `message` event. */
  emit(message: RelayMessage): void
  log(line: string): void
}

/**
 * Hands a message to the listeners unless its topic is not `wanted` or it came before: true when
 * handed. Messages go out in the order they came, whatever their hashes' timing.
 */
export type RelayDelivery = (
  message: RelayMessage,
  wanted: { has(topic: string): boolean },
) => Promise<boolean>

const utf8 = new TextEncoder()

export function createRelayDelivery({ closed, emit, log }: RelayDeliveryOwner): RelayDelivery {
  /** One delivery after another (each waits for its message's hash). */
  const queue = inOrder()
  const recent = new RecentIds(RELAY_DEDUPLICATION_WINDOW)

  async function deliverNow(
    message: RelayMessage,
    wanted: { has(topic: string): boolean },
  ): Promise<boolean> {
    if (!wanted.has(message.topic)) {
      log(`dropped message on unsubscribed topic ${message.topic}`)
      return false
    }
    const id = toHex(await sha256(utf8.encode(message.message)))
    if (closed()) return false
    if (recent.seen(id)) {
      log('dropped a repeated message')
      return false
    }
    emit(message)
    return true
  }

  return (message, wanted) =>
    queue(() => deliverNow(message, wanted)).catch((error: unknown) => {
      log(`dropped a message: ${String(error)}`)
      return false
    })
}

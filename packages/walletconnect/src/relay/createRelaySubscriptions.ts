// The topics a relay client keeps subscribed (relay-client-api): each with the relay's subscription
// id once it answered, kept across reconnections until unsubscribed. The relay may not remember a
// client's subscriptions from one connection to the next, so every new socket renews them all.
import { RELAY_METHODS } from './constants'
import type { RelayRequests } from './createRelayRequests'
import { readString, readStrings, readTrue } from './readRelayResults'

export type RelaySubscriptions = {
  /** Subscribed topics → the relay's subscription id, once it answered. */
  readonly topics: ReadonlyMap<string, string | undefined>
  subscribe(topic: string): Promise<string>
  batchSubscribe(topics: readonly string[]): Promise<string[]>
  unsubscribe(topic: string): Promise<void>
  /**
   * The socket opened: renews every subscription (one whose subscribe failed too), but for those
   * whose own subscribe is on its way (sent now, or again by its retries), which would otherwise
   * go twice.
   */
  renew(): void
}

export function createRelaySubscriptions(
  requests: RelayRequests,
  log: (line: string) => void,
): RelaySubscriptions {
  const topics = new Map<string, string | undefined>()
  /** Topics whose own subscribe is under way: sent once the socket opens, again by its retries. */
  const subscribing = new Set<string>()

  /** Runs `subscribe` with `these` topics counted as under way (`subscribing`). */
  async function whileSubscribing<T>(these: readonly string[], subscribe: () => Promise<T>) {
    for (const topic of these) subscribing.add(topic)
    try {
      return await subscribe()
    } finally {
      for (const topic of these) subscribing.delete(topic)
    }
  }

  async function batchSubscribe(batch: readonly string[]): Promise<string[]> {
    for (const topic of batch) if (!topics.has(topic)) topics.set(topic, undefined)
    const ids = await whileSubscribing(batch, () =>
      requests.request(RELAY_METHODS.batchSubscribe, { topics: batch }, readStrings),
    )
    batch.forEach((topic, i) => {
      if (topics.has(topic)) topics.set(topic, ids[i])
    })
    return ids
  }

  return {
    topics,
    batchSubscribe,
    async subscribe(topic) {
      if (!topics.has(topic)) topics.set(topic, undefined)
      const id = await whileSubscribing([topic], () =>
        requests.request(RELAY_METHODS.subscribe, { topic }, readString),
      )
      if (topics.has(topic)) topics.set(topic, id)
      return id
    },
    async unsubscribe(topic) {
      if (!topics.has(topic)) return
      const id = topics.get(topic)
      topics.delete(topic)
      if (id === undefined) return log(`unsubscribe ${topic}: no subscription id yet`)
      await requests.request(RELAY_METHODS.unsubscribe, { topic, id }, readTrue)
    },
    renew() {
      const renewed = [...topics.keys()].filter((topic) => !subscribing.has(topic))
      if (renewed.length)
        batchSubscribe(renewed).catch((error) => log(`re-subscribe failed: ${String(error)}`))
    },
  }
}

// The relay's state: who is subscribed to which topic, and every message kept until its TTL.
// Keeping messages matters: the WalletConnect clients subscribe late by design (the dapp only
// subscribes to the session topic after it has read the wallet's answer on the pairing topic,
// by which time the session settlement is already published there). A message counts as had
// only once the client acknowledged it, as on the real relay: a page closing with the message on
// its socket (a navigation away) gets it again on its next connection.
import { createHash } from 'node:crypto'

/** One WebSocket client, as the relay sees it. */
export type RelayPeer = {
  /** The client's ed25519 identity (did:key from its auth JWT), or a per-socket id without one. */
  readonly key: string
  readonly topics: Set<string>
  isOpen(): boolean
  send(payload: unknown): void
}

export type PublishParams = {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  attestation?: string
}

type StoredMessage = PublishParams & {
  publishedAt: number
  expiresAt: number
  from: string
  /** Peer keys that acknowledged it: a message goes to each client once, never back to its sender. */
  deliveredTo: Set<string>
  /** Peer keys it was sent to and that have not acknowledged it yet. */
  awaitingAck: Set<string>
}

export type FetchedMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export class RelayTopics {
  private readonly subscribers = new Map<string, Set<RelayPeer>>()
  private readonly mailbox = new Map<string, StoredMessage[]>()
  // Ids of the relay's own irn_subscription requests; clients only echo them back in acks.
  private nextId = Date.now() * 1_000
  private readonly unacknowledged = new Map<number, { peer: RelayPeer; stored: StoredMessage }>()

  subscriptionId(topic: string, peer: RelayPeer): string {
    return sha256(topic + peer.key)
  }

  subscribe(peer: RelayPeer, topic: string): string {
    const peers = this.subscribers.get(topic) ?? new Set<RelayPeer>()
    peers.add(peer)
    this.subscribers.set(topic, peers)
    peer.topics.add(topic)
    // Stored messages go out after the subscribe reply, the order the real relay uses.
    setTimeout(() => {
      for (const message of this.live(topic)) this.deliver(peer, message)
    }, 0)
    return this.subscriptionId(topic, peer)
  }

  unsubscribe(peer: RelayPeer, topic: string): void {
    this.subscribers.get(topic)?.delete(peer)
    peer.topics.delete(topic)
  }

  /**
   * Forgets a closed socket. Its messages stay stored for the client's next connection, and those
   * it never acknowledged go to that connection too (or now, to another open one of the client).
   */
  drop(peer: RelayPeer): void {
    for (const topic of peer.topics) this.subscribers.get(topic)?.delete(peer)
    peer.topics.clear()
    for (const [id, { peer: sentTo, stored }] of this.unacknowledged) {
      if (sentTo !== peer) continue
      this.unacknowledged.delete(id)
      stored.awaitingAck.delete(peer.key)
      for (const other of this.subscribers.get(stored.topic) ?? []) {
        if (other.key === peer.key) this.deliver(other, stored)
      }
    }
  }

  /** The client's ack of an irn_subscription: from now on it has that message. */
  acknowledge(peer: RelayPeer, id: unknown): void {
    if (typeof id !== 'number') return
    const sent = this.unacknowledged.get(id)
    if (sent?.peer !== peer) return
    this.unacknowledged.delete(id)
    sent.stored.awaitingAck.delete(peer.key)
    sent.stored.deliveredTo.add(peer.key)
  }

  publish(from: string, params: PublishParams): void {
    const now = Date.now()
    const stored: StoredMessage = {
      ...params,
      publishedAt: now,
      expiresAt: now + params.ttl * 1_000,
      from,
      deliveredTo: new Set(),
      awaitingAck: new Set(),
    }
    this.mailbox.set(params.topic, [...this.live(params.topic), stored])
    for (const peer of this.subscribers.get(params.topic) ?? []) this.deliver(peer, stored)
  }

  /** irn_batchFetchMessages: what this client has not had yet on these topics (the reply is the delivery). */
  fetch(peer: RelayPeer, topics: readonly string[]): FetchedMessage[] {
    const fetched: FetchedMessage[] = []
    for (const topic of topics) {
      for (const stored of this.live(topic)) {
        if (!this.isNewFor(peer, stored)) continue
        stored.deliveredTo.add(peer.key)
        fetched.push(toWire(stored))
      }
    }
    return fetched
  }

  private deliver(peer: RelayPeer, stored: StoredMessage): void {
    if (!peer.isOpen() || !this.isNewFor(peer, stored)) return
    const id = this.nextId++
    stored.awaitingAck.add(peer.key)
    this.unacknowledged.set(id, { peer, stored })
    peer.send({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: this.subscriptionId(stored.topic, peer), data: toWire(stored) },
    })
  }

  /** Not from this client, not had by it, and not on its way to it. */
  private isNewFor(peer: RelayPeer, stored: StoredMessage): boolean {
    return (
      stored.from !== peer.key &&
      !stored.deliveredTo.has(peer.key) &&
      !stored.awaitingAck.has(peer.key)
    )
  }

  /** The topic's unexpired messages; expired ones are dropped on the way. */
  private live(topic: string): StoredMessage[] {
    const now = Date.now()
    const kept = (this.mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (kept.length) this.mailbox.set(topic, kept)
    else this.mailbox.delete(topic)
    return kept
  }
}

function toWire(stored: StoredMessage): FetchedMessage {
  const { topic, message, publishedAt, tag, attestation } = stored
  return { topic, message, publishedAt, tag, attestation }
}

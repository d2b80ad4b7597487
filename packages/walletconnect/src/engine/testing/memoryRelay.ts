// An in-process relay for the engine's tests: what the real relay does that the sign protocol
// relies on (messages kept per topic until their TTL and delivered to subscribers who subscribe
// late, never back to their sender, once per client identity), without sockets or wall-clock
// waits, so two engines meet under fake timers. `inject` plays a hostile or faulty relay.
import type { PublishParameters } from '../../relay/PublishParameters'
import type { RelayMessage } from '../../relay/RelayMessage'
import type { SignRelay } from '../SignRelay'
import { trackWebCrypto, webCryptoBusy, webCryptoIdle } from './trackedWebCrypto'

type Stored = RelayMessage & { from: string; expiresAt: number; deliveredTo: Set<string> }
type Client = { id: string; topics: Set<string>; listeners: Set<(message: RelayMessage) => void> }

const MS_PER_SECOND = 1000
const INJECTED_TTL_SECONDS = 300
let clients = 0

/** A client id for the memory relay, unique in the process (no did:key: nothing signs here). */
export const memoryClientId = (): string => `memory-client-${++clients}`

export class MemoryRelay {
  /** Every publish, in order: what a test asserts was (or was not) sent. */
  readonly published: (PublishParameters & { from: string })[] = []
  private readonly clients = new Set<Client>()
  private readonly mailbox = new Map<string, Stored[]>()

  constructor() {
    // So that settle() can wait for the engines' WebCrypto work.
    trackWebCrypto()
  }

  /** A connection; `clientId` keeps the identity (what a restarted engine gets from its storage). */
  connect(clientId = memoryClientId()): SignRelay {
    const client: Client = { id: clientId, topics: new Set(), listeners: new Set() }
    this.clients.add(client)
    return {
      clientId,
      subscribe: async (topic) => {
        this.subscribe(client, topic)
        return topic
      },
      batchSubscribe: async (topics) => {
        for (const topic of topics) this.subscribe(client, topic)
        return [...topics]
      },
      unsubscribe: async (topic) => {
        client.topics.delete(topic)
      },
      publish: async (message) => this.publish(client.id, message),
      on: (_event, listener) => {
        client.listeners.add(listener)
        return () => client.listeners.delete(listener)
      },
      close: () => {
        this.clients.delete(client)
      },
    }
  }

  /** A message from no client (not in `published`): every subscriber of `topic` receives it. */
  inject(message: { topic: string; message: string; tag: number }): void {
    this.store('relay-test', { ...message, ttl: INJECTED_TTL_SECONDS })
  }

  /** Hands a message to every client, subscribed to its topic or not: a relay that misroutes. */
  deliverToAll(message: { topic: string; message: string; tag: number }): void {
    for (const client of this.clients)
      queueMicrotask(() => {
        for (const listener of client.listeners) listener({ ...message, publishedAt: Date.now() })
      })
  }

  /**
   * Resolves once every delivery queued so far has been handed over and handled as far as it goes
   * without the relay: `rounds` turns of the promise queue in a row with no WebCrypto operation in
   * flight (one that is, a key derived or a topic hashed, is waited for and the count starts over).
   */
  async settle(rounds = 20): Promise<void> {
    for (let quiet = 0; quiet < rounds; quiet++) {
      await Promise.resolve()
      if (webCryptoBusy()) {
        await webCryptoIdle()
        quiet = 0
      }
    }
  }

  private publish(from: string, params: PublishParameters): void {
    this.published.push({ ...params, from })
    this.store(from, params)
  }

  private store(from: string, params: PublishParameters): void {
    const now = Date.now()
    const stored: Stored = {
      topic: params.topic,
      message: params.message,
      tag: params.tag,
      publishedAt: now,
      from,
      expiresAt: now + params.ttl * MS_PER_SECOND,
      deliveredTo: new Set(),
    }
    this.mailbox.set(params.topic, [...(this.mailbox.get(params.topic) ?? []), stored])
    for (const client of this.clients)
      if (client.topics.has(params.topic)) this.deliver(client, stored)
  }

  private subscribe(client: Client, topic: string): void {
    client.topics.add(topic)
    for (const stored of this.mailbox.get(topic) ?? []) this.deliver(client, stored)
  }

  /** Asynchronously, as a socket would: the publisher's await returns before the peer reacts. */
  private deliver(client: Client, stored: Stored): void {
    if (stored.from === client.id || stored.deliveredTo.has(client.id)) return
    if (stored.expiresAt <= Date.now()) return
    stored.deliveredTo.add(client.id)
    const { topic, message, publishedAt, tag } = stored
    queueMicrotask(() => {
      if (!this.clients.has(client) || !client.topics.has(topic)) {
        stored.deliveredTo.delete(client.id)
        return
      }
      for (const listener of client.listeners) listener({ topic, message, publishedAt, tag })
    })
  }
}

// The relay client (relay-client-api, relay-server-rpc): JSON-RPC over one WebSocket, opened with a
// fresh auth JWT per connection, reopened with backoff between attempts, a silent relay probed and
// a dead socket dropped (createRelayConnection). It keeps the set of topics the owner subscribed
// and re-subscribes them after every reconnection (createRelaySubscriptions), retries failed
// requests as the spec asks (createRelayRequests), acknowledges every delivery and hands each
// message to the listeners once (createRelayDelivery). Frames are hostile input: what is not a
// well-formed answer or delivery is logged and dropped, never thrown.
import type { ClientIdentity } from '../auth/ClientIdentity'
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { RelayClosedError } from '../errors/relay'
import { RELAY_MAX_FETCH_PAGES, RELAY_METHODS, RELAY_REQUEST_TIMEOUT_MS } from './constants'
import { createRelayConnection, type RelayConnection } from './createRelayConnection'
import { createRelayDelivery, type RelayDelivery } from './createRelayDelivery'
import { createRelayRequests, type RelayRequests } from './createRelayRequests'
import { createRelaySubscriptions, type RelaySubscriptions } from './createRelaySubscriptions'
import type { PublishParameters } from './PublishParameters'
import type { RelayMessage } from './RelayMessage'
import type { RelaySocketConstructor } from './RelaySocket'
import { readRelayFrame } from './readRelayFrame'
import { readFetched, readStrings, readTrue } from './readRelayResults'

export type RelayClientOptions = {
  /** `ws://` or `wss://`; also the auth JWT's `aud`. */
  relayUrl: string
  /** Sent as `projectId` when given (Reown's relay needs one; a self-hosted relay may not). */
  projectId?: string
  /**
   * RelayClient.create's: the client's Ed25519 seed (ClientIdentity's `seed`): persist it to keep
   * the relay mailbox across restarts. A random one (a new mailbox) when absent.
   */
  seed?: string
  /**
   * The constructor's: the client's identity (generateClientIdentity's, from its persisted seed).
   * Computing it is asynchronous (WebCrypto), which is why a constructor cannot take a bare seed.
   */
  identity?: ClientIdentity
  /** Defaults to `globalThis.WebSocket`; in Node 20 pass `ws`'s WebSocket. */
  WebSocket?: RelaySocketConstructor
  userAgent?: string
  requestTimeoutMs?: number
  heartbeatIntervalMs?: number
  /** Milliseconds before reconnection attempt `attempt` (0 first); exponential backoff by default. */
  reconnectDelay?: (attempt: number) => number
  /** Debug lines: dropped frames, reconnections, listener errors. */
  log?: (line: string) => void
}

export type RelayClientEvents = {
  message: RelayMessage
  connect: undefined
  disconnect: { code: number; reason: string }
}

type Listener<event extends keyof RelayClientEvents> = (payload: RelayClientEvents[event]) => void

export class RelayClient {
  readonly clientId: string
  private readonly log: (line: string) => void
  private readonly connection: RelayConnection
  private readonly requests: RelayRequests
  private readonly subscriptions: RelaySubscriptions
  private readonly deliver: RelayDelivery
  private readonly listeners: { [event in keyof RelayClientEvents]: Set<Listener<event>> } = {
    message: new Set(),
    connect: new Set(),
    disconnect: new Set(),
  }

  /** A client with the identity of `options.seed`, or of a new random seed. */
  static async create(options: RelayClientOptions): Promise<RelayClient> {
    const identity = options.identity ?? (await generateClientIdentity(options.seed))
    return new RelayClient({ ...options, identity })
  }

  /** `options.identity` is required here; RelayClient.create makes it from a seed. */
  constructor(options: RelayClientOptions & { identity: ClientIdentity }) {
    const log = (line: string) => options.log?.(line)
    this.log = log
    this.connection = createRelayConnection(options, {
      emit: (event, payload) => this.emit(event, payload),
      afterOpen: () => this.subscriptions.renew(),
      frame: (data) => this.onFrame(data),
      failPending: (error) => this.requests.failPending(error),
      probe: () =>
        this.requests.call(
          RELAY_METHODS.batchSubscribe,
          { topics: this.subscribedTopics() },
          readStrings,
        ),
      log,
    })
    this.clientId = options.identity.clientId
    const timeoutMs = options.requestTimeoutMs ?? RELAY_REQUEST_TIMEOUT_MS
    this.requests = createRelayRequests(this.connection, timeoutMs, log)
    this.subscriptions = createRelaySubscriptions(this.requests, log)
    this.deliver = createRelayDelivery({
      closed: () => this.connection.state === 'closed',
      emit: (message) => this.emit('message', message),
      log,
    })
  }

  /** Whether the socket is open now. */
  get connected(): boolean {
    return this.connection.state === 'open'
  }

  on<event extends keyof RelayClientEvents>(event: event, listener: Listener<event>): () => void {
    this.listeners[event].add(listener)
    return () => this.listeners[event].delete(listener)
  }

  /**
   * Opens the socket now; resolves once it is open, rejects when this attempt fails. Called while
   * the client waits out a reconnection delay, it cuts the wait short and starts the backoff over:
   * someone needs the relay (a person retrying a connection), and a relay that is back must be
   * found at once, not after the delay a long outage reached (up to 30 s).
   */
  connect(): Promise<void> {
    return this.connection.connect()
  }

  /** Closes for good: pending and later calls reject with RelayClosedError. */
  close(): void {
    this.connection.close()
  }

  /** Subscribes a topic (kept across reconnections until unsubscribed); the subscription id. */
  subscribe(topic: string): Promise<string> {
    return this.subscriptions.subscribe(topic)
  }

  batchSubscribe(topics: readonly string[]): Promise<string[]> {
    return this.subscriptions.batchSubscribe(topics)
  }

  /**
   * Resolves once the socket is open: at once when it is, else when it next opens, however many
   * attempts that takes (a request's retries decide when to give up; this never does). Rejects
   * only once the client is closed.
   */
  whenOpen(): Promise<void> {
    const { state } = this.connection
    if (state === 'closed') return Promise.reject(new RelayClosedError('relay client closed'))
    if (state === 'open') return Promise.resolve()
    return new Promise((resolve) => {
      const off = this.on('connect', () => {
        off()
        resolve()
      })
    })
  }

  /** Stops receiving a topic; nothing is sent when it was never subscribed. */
  unsubscribe(topic: string): Promise<void> {
    return this.subscriptions.unsubscribe(topic)
  }

  async publish(message: PublishParameters): Promise<void> {
    await this.requests.request(RELAY_METHODS.publish, { ...message }, readTrue)
  }

  async batchPublish(messages: readonly PublishParameters[]): Promise<void> {
    await this.requests.request(RELAY_METHODS.batchPublish, { messages }, readTrue)
  }

  /**
   * Fetches what the relay holds for these topics (irn_batchFetchMessages, page by page) and hands
   * each new message to the listeners, as a delivery would; returns the new ones.
   */
  async batchFetchMessages(topics: readonly string[]): Promise<RelayMessage[]> {
    const fetched: RelayMessage[] = []
    // Fetching comes before subscribing (relay-server-rpc), so these topics count as ours here.
    const wanted = new Set(topics)
    for (let page = 0; page < RELAY_MAX_FETCH_PAGES; page++) {
      const { messages, hasMore } = await this.requests.request(
        RELAY_METHODS.batchFetchMessages,
        { topics },
        readFetched,
      )
      for (const message of messages) if (await this.deliver(message, wanted)) fetched.push(message)
      if (!hasMore) break
    }
    return fetched
  }

  /** The topics this client keeps subscribed. */
  subscribedTopics(): string[] {
    return [...this.subscriptions.topics.keys()]
  }

  private onFrame(data: unknown): void {
    const frame = readRelayFrame(data)
    switch (frame.kind) {
      case 'invalid':
        this.log(`dropped frame: ${frame.reason}`)
        return
      case 'result':
      case 'error':
        this.requests.settle(frame)
        return
      case 'subscription':
        // Acknowledged even when dropped below, or the relay would deliver it again.
        this.connection.send({ id: frame.id, jsonrpc: '2.0', result: true })
        void this.deliver(frame.data, this.subscriptions.topics)
        return
      default: {
        const unreachable: never = frame
        this.log(`dropped frame ${String(unreachable)}`)
      }
    }
  }

  private emit<event extends keyof RelayClientEvents>(
    event: event,
    payload: RelayClientEvents[event],
  ): void {
    for (const listener of this.listeners[event]) {
      try {
        listener(payload)
      } catch (error) {
        this.log(`a ${event} listener threw: ${String(error)}`)
      }
    }
  }
}

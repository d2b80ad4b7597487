// The relay client (relay-client-api, relay-server-rpc): JSON-RPC over one WebSocket, opened with a
// fresh auth JWT per connection. It keeps the set of topics the owner subscribed and re-subscribes
// them after every reconnection (backoff between attempts), probes a silent relay and drops a dead
// socket, retries failed requests as the spec asks, acknowledges every delivery and hands each
// message to the listeners once. Frames are hostile input: what is not a well-formed answer or
// delivery is logged and dropped, never thrown.
import type { ClientIdentity } from '../auth/ClientIdentity'
import { createRelayAuthToken } from '../auth/createRelayAuthToken'
import { generateClientIdentity } from '../auth/generateClientIdentity'
import { sha256 } from '../crypto/sha256'
import { toHex } from '../encoding/hex'
import { RelayClosedError, RelayRequestError } from '../errors/relay'
import { RelayOptionsError } from '../errors/relayOptions'
import {
  RELAY_DEDUPLICATION_WINDOW,
  RELAY_HEARTBEAT_INTERVAL_MS,
  RELAY_MAX_FETCH_PAGES,
  RELAY_METHODS,
  RELAY_REQUEST_RETRIES,
  RELAY_REQUEST_TIMEOUT_MS,
} from './constants'
import { createRpcId } from './createRpcId'
import { formatRelayUrl } from './formatRelayUrl'
import { inOrder } from './inOrder'
import type { PublishParameters } from './PublishParameters'
import { RecentIds } from './RecentIds'
import type { RelayMessage } from './RelayMessage'
import type { RelaySocket, RelaySocketConstructor } from './RelaySocket'
import { type RelayFrame, readRelayFrame } from './readRelayFrame'
import { readRelayMessage } from './readRelayMessage'
import { reconnectDelay as defaultReconnectDelay } from './reconnectDelay'

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
type Pending = { method: string; resolve(result: unknown): void; reject(error: unknown): void }
type State = 'idle' | 'connecting' | 'open' | 'closed'

const JSONRPC = '2.0'
/** Application close codes (4000–4999): why the client itself dropped a socket. */
const CLOSE_HEARTBEAT = 4000
const CLOSE_OWNER = 1000
const utf8 = new TextEncoder()

export class RelayClient {
  readonly clientId: string
  private readonly seed: string
  /** An auth token is being signed for the next socket (open() is under way without a socket). */
  private signing = false
  /** Deliveries, one after another in the order received (each waits for its message's hash). */
  private readonly inOrder = inOrder()
  private readonly options: RelayClientOptions
  private readonly WebSocketClass: RelaySocketConstructor
  private readonly requestTimeoutMs: number
  private readonly heartbeatIntervalMs: number
  private readonly reconnectDelay: (attempt: number) => number
  private state: State = 'idle'
  private socket: RelaySocket | undefined
  private attempt = 0
  private heardSinceTick = false
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined
  /** Subscribed topics → the relay's subscription id, once it answered. */
  private readonly topics = new Map<string, string | undefined>()
  /** Topics whose own subscribe is under way: sent once the socket opens, and again by its retries. */
  private readonly subscribing = new Set<string>()
  private readonly pending = new Map<number, Pending>()
  private readonly recent = new RecentIds(RELAY_DEDUPLICATION_WINDOW)
  private openWaiters: { resolve(): void; reject(error: unknown): void }[] = []
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
    const WebSocketClass = options.WebSocket ?? globalThis.WebSocket
    if (!WebSocketClass)
      throw new RelayOptionsError('no WebSocket: pass one (in Node 20, the `ws` package’s)')
    // Fails early on a URL that is not ws:// or wss://.
    formatRelayUrl({ relayUrl: options.relayUrl, auth: '' })
    const { identity } = options
    this.seed = identity.seed
    this.clientId = identity.clientId
    this.options = options
    this.WebSocketClass = WebSocketClass
    this.requestTimeoutMs = options.requestTimeoutMs ?? RELAY_REQUEST_TIMEOUT_MS
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? RELAY_HEARTBEAT_INTERVAL_MS
    this.reconnectDelay = options.reconnectDelay ?? defaultReconnectDelay
  }

  /** Whether the socket is open now. */
  get connected(): boolean {
    return this.state === 'open'
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
    if (this.state === 'connecting' && !this.socket && !this.signing) {
      clearTimeout(this.reconnectTimer)
      this.attempt = 0
      this.open()
    }
    return this.opened()
  }

  /** Closes for good: pending and later calls reject with RelayClosedError. */
  close(): void {
    if (this.state === 'closed') return
    this.state = 'closed'
    clearTimeout(this.reconnectTimer)
    clearInterval(this.heartbeatTimer)
    const error = new RelayClosedError('relay client closed')
    for (const waiter of this.openWaiters.splice(0)) waiter.reject(error)
    this.failPending(error)
    const socket = this.socket
    this.socket = undefined
    socket?.close(CLOSE_OWNER, 'closed')
  }

  /** Subscribes a topic (kept across reconnections until unsubscribed); the subscription id. */
  async subscribe(topic: string): Promise<string> {
    if (!this.topics.has(topic)) this.topics.set(topic, undefined)
    const id = await this.whileSubscribing([topic], () =>
      this.request(RELAY_METHODS.subscribe, { topic }, readString),
    )
    if (this.topics.has(topic)) this.topics.set(topic, id)
    return id
  }

  async batchSubscribe(topics: readonly string[]): Promise<string[]> {
    for (const topic of topics) if (!this.topics.has(topic)) this.topics.set(topic, undefined)
    const ids = await this.whileSubscribing(topics, () =>
      this.request(RELAY_METHODS.batchSubscribe, { topics }, readStrings),
    )
    topics.forEach((topic, i) => {
      if (this.topics.has(topic)) this.topics.set(topic, ids[i])
    })
    return ids
  }

  /**
   * Resolves once the socket is open: at once when it is, else when it next opens, however many
   * attempts that takes (a request's retries decide when to give up; this never does). Rejects
   * only once the client is closed.
   */
  whenOpen(): Promise<void> {
    if (this.state === 'closed') return Promise.reject(new RelayClosedError('relay client closed'))
    if (this.state === 'open') return Promise.resolve()
    return new Promise((resolve) => {
      const off = this.on('connect', () => {
        off()
        resolve()
      })
    })
  }

  /** Stops receiving a topic; nothing is sent when it was never subscribed. */
  async unsubscribe(topic: string): Promise<void> {
    if (!this.topics.has(topic)) return
    const id = this.topics.get(topic)
    this.topics.delete(topic)
    if (id === undefined) return this.log(`unsubscribe ${topic}: no subscription id yet`)
    await this.request(RELAY_METHODS.unsubscribe, { topic, id }, readTrue)
  }

  async publish(message: PublishParameters): Promise<void> {
    await this.request(RELAY_METHODS.publish, { ...message }, readTrue)
  }

  async batchPublish(messages: readonly PublishParameters[]): Promise<void> {
    await this.request(RELAY_METHODS.batchPublish, { messages }, readTrue)
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
      const { messages, hasMore } = await this.request(
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
    return [...this.topics.keys()]
  }

  /** Resolves once the socket is open (opening it when idle), without hurrying a reconnection. */
  private opened(): Promise<void> {
    if (this.state === 'closed') return Promise.reject(new RelayClosedError('relay client closed'))
    if (this.state === 'open') return Promise.resolve()
    const opened = new Promise<void>((resolve, reject) => {
      this.openWaiters.push({ resolve, reject })
    })
    if (this.state === 'idle') this.open()
    return opened
  }

  /** Signs a fresh auth token, then opens the socket with it (unless closed meanwhile). */
  private open(): void {
    this.state = 'connecting'
    this.signing = true
    const relayUrl = this.options.relayUrl
    createRelayAuthToken({ seed: this.seed, clientId: this.clientId, relayUrl }).then(
      (auth) => {
        this.signing = false
        if (this.state === 'connecting' && !this.socket) this.openSocket(auth)
      },
      (error: unknown) => {
        this.signing = false
        if (this.state === 'closed') return
        this.log(`cannot sign the auth token: ${String(error)}`)
        this.failOpening(String(error))
        this.scheduleReconnect()
      },
    )
  }

  private openSocket(auth: string): void {
    const url = formatRelayUrl({
      relayUrl: this.options.relayUrl,
      auth,
      projectId: this.options.projectId,
      userAgent: this.options.userAgent,
    })
    let socket: RelaySocket
    try {
      socket = new this.WebSocketClass(url)
    } catch (error) {
      this.log(`cannot open the socket: ${String(error)}`)
      this.failOpening(String(error))
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    // Events of a socket the client already dropped are ignored.
    socket.addEventListener('open', () => socket === this.socket && this.onOpen())
    socket.addEventListener(
      'message',
      (event) => socket === this.socket && this.onFrame(event.data),
    )
    socket.addEventListener('close', (event) => {
      if (socket === this.socket) this.onClose(event.code, event.reason)
    })
    // A failed socket always closes too; the close event is where it is handled.
    socket.addEventListener('error', () => socket === this.socket && this.log('socket error'))
  }

  private onOpen(): void {
    this.state = 'open'
    this.attempt = 0
    this.heardSinceTick = true
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.heartbeatIntervalMs)
    this.emit('connect', undefined)
    for (const waiter of this.openWaiters.splice(0)) waiter.resolve()
    // The relay may not remember this client's subscriptions across connections: renew them all
    // (one whose subscribe failed too), but for those whose own subscribe is on its way (sent now,
    // or again by its retries), which would otherwise go twice.
    const topics = this.subscribedTopics().filter((topic) => !this.subscribing.has(topic))
    if (topics.length)
      this.batchSubscribe(topics).catch((error) =>
        this.log(`re-subscribe failed: ${String(error)}`),
      )
  }

  private onClose(code: number, reason: string): void {
    clearInterval(this.heartbeatTimer)
    this.socket = undefined
    this.failPending(new RelayRequestError(`socket closed (${code})`, { method: 'socket' }))
    if (this.state === 'closed') return
    const wasOpen = this.state === 'open'
    this.state = 'connecting'
    if (wasOpen) this.emit('disconnect', { code, reason })
    else this.failOpening(`socket closed before it opened (${code})`)
    this.scheduleReconnect()
  }

  /**
   * An attempt to open failed (refused, unreachable, the upgrade answered 401): whoever waits for
   * the socket fails now, as a request without an answer, so a request spends its retries on
   * reconnection attempts (a few seconds of backoff) rather than its whole timeout on each.
   */
  private failOpening(why: string): void {
    const error = new RelayRequestError(`cannot reach the relay: ${why}`, { method: 'socket' })
    for (const waiter of this.openWaiters.splice(0)) waiter.reject(error)
  }

  private scheduleReconnect(): void {
    if (this.state === 'closed') return
    this.state = 'connecting'
    const delay = this.reconnectDelay(this.attempt++)
    this.log(`reconnecting in ${Math.round(delay)} ms`)
    this.reconnectTimer = setTimeout(() => {
      if (this.state !== 'closed') this.open()
    }, delay)
  }

  /** A silent interval: probe with a cheap request; no answer and the socket is dropped. */
  private heartbeat(): void {
    if (this.state !== 'open') return
    if (this.heardSinceTick) {
      this.heardSinceTick = false
      return
    }
    const socket = this.socket
    this.call(RELAY_METHODS.batchSubscribe, { topics: this.subscribedTopics() }, readStrings).catch(
      (error: unknown) => {
        // An error answer still proves the relay is there; only silence or a closed socket does not.
        if (error instanceof RelayRequestError && error.code !== undefined) return
        if (socket !== this.socket || !socket) return
        this.log('heartbeat unanswered: dropping the socket')
        socket.close(CLOSE_HEARTBEAT, 'heartbeat')
        this.onClose(CLOSE_HEARTBEAT, 'heartbeat')
      },
    )
  }

  private onFrame(data: unknown): void {
    this.heardSinceTick = true
    const frame = readRelayFrame(data)
    switch (frame.kind) {
      case 'invalid':
        this.log(`dropped frame: ${frame.reason}`)
        return
      case 'result':
      case 'error':
        this.settle(frame)
        return
      case 'subscription':
        // Acknowledged even when dropped below, or the relay would deliver it again.
        this.send({ id: frame.id, jsonrpc: JSONRPC, result: true })
        void this.deliver(frame.data)
        return
      default: {
        const unreachable: never = frame
        this.log(`dropped frame ${String(unreachable)}`)
      }
    }
  }

  /** Settles the request an answer is for; an answer to no request of ours is dropped. */
  private settle(frame: Extract<RelayFrame, { kind: 'result' | 'error' }>): void {
    const pending = typeof frame.id === 'number' ? this.pending.get(frame.id) : undefined
    if (!pending) {
      this.log(`dropped answer to unknown id ${String(frame.id)}`)
      return
    }
    this.pending.delete(frame.id as number)
    if (frame.kind === 'result') pending.resolve(frame.result)
    else
      pending.reject(
        new RelayRequestError(`${pending.method}: ${frame.message}`, {
          method: pending.method,
          code: frame.code,
        }),
      )
  }

  /**
   * Hands a message to the listeners unless its topic is not ours or it came before: true when
   * handed. Messages go out in the order they came, whatever their hashes' timing.
   */
  private deliver(
    message: RelayMessage,
    wanted: { has(topic: string): boolean } = this.topics,
  ): Promise<boolean> {
    return this.inOrder(() => this.deliverNow(message, wanted)).catch((error: unknown) => {
      this.log(`dropped a message: ${String(error)}`)
      return false
    })
  }

  private async deliverNow(
    message: RelayMessage,
    wanted: { has(topic: string): boolean },
  ): Promise<boolean> {
    if (!wanted.has(message.topic)) {
      this.log(`dropped message on unsubscribed topic ${message.topic}`)
      return false
    }
    // relay-network: a message's id is the sha256 of its text.
    const id = toHex(await sha256(utf8.encode(message.message)))
    if (this.state === 'closed') return false
    if (this.recent.seen(id)) {
      this.log('dropped a repeated message')
      return false
    }
    this.emit('message', message)
    return true
  }

  /** Runs `subscribe` with `topics` counted as under way (`subscribing`). */
  private async whileSubscribing<T>(topics: readonly string[], subscribe: () => Promise<T>) {
    for (const topic of topics) this.subscribing.add(topic)
    try {
      return await subscribe()
    } finally {
      for (const topic of topics) this.subscribing.delete(topic)
    }
  }

  /** One request with the spec's retries: a failed delivery or silence is retried, an answered error is not. */
  private async request<T>(
    method: string,
    params: Record<string, unknown>,
    read: (result: unknown) => T | undefined,
  ): Promise<T> {
    let lastError: unknown
    for (let attempt = 0; attempt <= RELAY_REQUEST_RETRIES; attempt++) {
      try {
        return await this.call(method, params, read)
      } catch (error) {
        if (!(error instanceof RelayRequestError) || error.code !== undefined) throw error
        lastError = error
      }
    }
    throw new RelayRequestError(`${method} failed after ${RELAY_REQUEST_RETRIES} retries`, {
      method,
      cause: lastError,
    })
  }

  /**
   * One attempt. Its deadline covers waiting for the socket as well as for the answer: offline, a
   * request fails after its retries (relay-client-api "Offline support") rather than hanging.
   */
  private async call<T>(
    method: string,
    params: Record<string, unknown>,
    read: (result: unknown) => T | undefined,
  ): Promise<T> {
    const id = createRpcId()
    const result = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(
          new RelayRequestError(`${method}: no answer in ${this.requestTimeoutMs} ms`, { method }),
        )
      }, this.requestTimeoutMs)
      const fail = (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      }
      this.opened().then(() => {
        this.pending.set(id, {
          method,
          resolve: (value) => {
            clearTimeout(timer)
            resolve(value)
          },
          reject: fail,
        })
        this.send({ id, jsonrpc: JSONRPC, method, params })
      }, fail)
    })
    const value = read(result)
    if (value === undefined)
      throw new RelayRequestError(`${method}: unexpected result`, { method, code: INVALID_RESULT })
    return value
  }

  private send(payload: unknown): void {
    try {
      this.socket?.send(JSON.stringify(payload))
    } catch (error) {
      // A socket closing under us: the close event fails the pending request.
      this.log(`send failed: ${String(error)}`)
    }
  }

  private failPending(error: unknown): void {
    const pending = [...this.pending.values()]
    this.pending.clear()
    for (const request of pending) request.reject(error)
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

  private log(line: string): void {
    this.options.log?.(line)
  }
}

/** JSON-RPC's "internal error": the relay answered, but not with what the method returns. */
const INVALID_RESULT = -32603

const readTrue = (result: unknown) => (result === true ? true : undefined)
const readString = (result: unknown) => (typeof result === 'string' ? result : undefined)
const readStrings = (result: unknown) =>
  Array.isArray(result) && result.every((item) => typeof item === 'string')
    ? (result as string[])
    : undefined

function readFetched(result: unknown): { messages: RelayMessage[]; hasMore: boolean } | undefined {
  if (typeof result !== 'object' || result === null) return undefined
  const { messages, hasMore } = result as { messages?: unknown; hasMore?: unknown }
  if (!Array.isArray(messages) || typeof hasMore !== 'boolean') return undefined
  const read = messages.map(readRelayMessage)
  // A malformed item is dropped alone; the well-formed ones still count.
  return { messages: read.filter((message) => message !== undefined), hasMore }
}

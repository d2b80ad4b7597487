// The relay client's socket (relay-client-api): each connection opened with a fresh auth JWT,
// signed first; reopened after every loss, with backoff between attempts; probed when the relay
// falls silent, and dropped when the probe goes unanswered. Whoever waits for it to open hears when
// an attempt fails, so a request spends its retries on reconnection attempts.
import type { ClientIdentity } from '../auth/ClientIdentity'
import { createRelayAuthToken } from '../auth/createRelayAuthToken'
import { RelayClosedError, RelayRequestError } from '../errors/relay'
import { RelayOptionsError } from '../errors/relayOptions'
import { RELAY_HEARTBEAT_INTERVAL_MS } from './constants'
import type { RelayRequestSocket } from './createRelayRequests'
import { formatRelayUrl } from './formatRelayUrl'
import type { RelayClientEvents, RelayClientOptions } from './RelayClient'
import type { RelaySocket } from './RelaySocket'
import { reconnectDelay as defaultReconnectDelay } from './reconnectDelay'

/** What the connection needs of the client that owns it. */
export type RelayConnectionOwner = {
  /** The client's `connect` and `disconnect` events. */
  emit<event extends 'connect' | 'disconnect'>(
    event: event,
    payload: RelayClientEvents[event],
  ): void
  /** After the socket opened and whoever waited for it was told: where subscriptions are renewed. */
  afterOpen(): void
  /** A frame from the open socket. */
  frame(data: unknown): void
  /** Fails the requests awaiting an answer: their socket is gone, or the client closed. */
  failPending(error: unknown): void
  /** A cheap request to a relay that fell silent; rejects when it goes unanswered. */
  probe(): Promise<unknown>
  log(line: string): void
}

export type RelayConnection = RelayRequestSocket & {
  /** 'connecting' from the first attempt until a socket opens, and again after each loss. */
  readonly state: 'idle' | 'connecting' | 'open' | 'closed'
  /** RelayClient.connect's: opens now, cutting a reconnection delay short. */
  connect(): Promise<void>
  /** RelayClient.close's: closes for good. */
  close(): void
}

/** Application close codes (4000–4999): why the client itself dropped a socket. */
const CLOSE_HEARTBEAT = 4000
const CLOSE_OWNER = 1000

export function createRelayConnection(
  options: RelayClientOptions & { identity: ClientIdentity },
  { emit, afterOpen, frame, failPending, probe, log }: RelayConnectionOwner,
): RelayConnection {
  const WebSocketClass = options.WebSocket ?? globalThis.WebSocket
  if (!WebSocketClass)
    throw new RelayOptionsError('no WebSocket: pass one (in Node 20, the `ws` package’s)')
  // Fails early on a URL that is not ws:// or wss://.
  formatRelayUrl({ relayUrl: options.relayUrl, auth: '' })
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? RELAY_HEARTBEAT_INTERVAL_MS
  const reconnectDelay = options.reconnectDelay ?? defaultReconnectDelay

  let state: RelayConnection['state'] = 'idle'
  /** An auth token is being signed for the next socket (open() is under way without a socket). */
  let signing = false
  /** The socket in use; events of one the client already dropped are ignored. */
  let current: RelaySocket | undefined
  let attempt = 0
  let heardSinceTick = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined
  const openWaiters: { resolve(): void; reject(error: unknown): void }[] = []

  /** Resolves once the socket is open (opening it when idle), without hurrying a reconnection. */
  function whenOpened(): Promise<void> {
    if (state === 'closed') return Promise.reject(new RelayClosedError('relay client closed'))
    if (state === 'open') return Promise.resolve()
    const opened = new Promise<void>((resolve, reject) => {
      openWaiters.push({ resolve, reject })
    })
    if (state === 'idle') open()
    return opened
  }

  /** Signs a fresh auth token, then opens the socket with it (unless closed meanwhile). */
  function open(): void {
    state = 'connecting'
    signing = true
    const { relayUrl, identity } = options
    createRelayAuthToken({ seed: identity.seed, clientId: identity.clientId, relayUrl }).then(
      (auth) => {
        signing = false
        if (state === 'connecting' && !current) openSocket(auth)
      },
      (error: unknown) => {
        signing = false
        if (state === 'closed') return
        log(`cannot sign the auth token: ${String(error)}`)
        failOpening(String(error))
        scheduleReconnect()
      },
    )
  }

  function openSocket(auth: string): void {
    const url = formatRelayUrl({
      relayUrl: options.relayUrl,
      auth,
      projectId: options.projectId,
      userAgent: options.userAgent,
    })
    let socket: RelaySocket
    try {
      socket = new WebSocketClass(url)
    } catch (error) {
      log(`cannot open the socket: ${String(error)}`)
      failOpening(String(error))
      scheduleReconnect()
      return
    }
    current = socket
    socket.addEventListener('open', () => socket === current && onOpen())
    socket.addEventListener('message', (event) => {
      if (socket !== current) return
      heardSinceTick = true
      frame(event.data)
    })
    socket.addEventListener('close', (event) => {
      if (socket === current) onClose(event.code, event.reason)
    })
    // A failed socket always closes too; the close event is where it is handled.
    socket.addEventListener('error', () => socket === current && log('socket error'))
  }

  function onOpen(): void {
    state = 'open'
    attempt = 0
    heardSinceTick = true
    heartbeatTimer = setInterval(heartbeat, heartbeatIntervalMs)
    emit('connect', undefined)
    for (const waiter of openWaiters.splice(0)) waiter.resolve()
    afterOpen()
  }

  function onClose(code: number, reason: string): void {
    clearInterval(heartbeatTimer)
    current = undefined
    failPending(new RelayRequestError(`socket closed (${code})`, { method: 'socket' }))
    if (state === 'closed') return
    const wasOpen = state === 'open'
    state = 'connecting'
    if (wasOpen) emit('disconnect', { code, reason })
    else failOpening(`socket closed before it opened (${code})`)
    scheduleReconnect()
  }

  /**
   * An attempt to open failed (refused, unreachable, the upgrade answered 401): whoever waits for
   * the socket fails now, as a request without an answer, so a request spends its retries on
   * reconnection attempts (a few seconds of backoff) rather than its whole timeout on each.
   */
  function failOpening(why: string): void {
    const error = new RelayRequestError(`cannot reach the relay: ${why}`, { method: 'socket' })
    for (const waiter of openWaiters.splice(0)) waiter.reject(error)
  }

  function scheduleReconnect(): void {
    if (state === 'closed') return
    state = 'connecting'
    const delay = reconnectDelay(attempt++)
    log(`reconnecting in ${Math.round(delay)} ms`)
    reconnectTimer = setTimeout(() => {
      if (state !== 'closed') open()
    }, delay)
  }

  /** A silent interval: probe with a cheap request; no answer and the socket is dropped. */
  function heartbeat(): void {
    if (state !== 'open') return
    if (heardSinceTick) {
      heardSinceTick = false
      return
    }
    const socket = current
    probe().catch((error: unknown) => {
      // An error answer still proves the relay is there; only silence or a closed socket does not.
      if (error instanceof RelayRequestError && error.code !== undefined) return
      if (socket !== current || !socket) return
      log('heartbeat unanswered: dropping the socket')
      socket.close(CLOSE_HEARTBEAT, 'heartbeat')
      onClose(CLOSE_HEARTBEAT, 'heartbeat')
    })
  }

  return {
    get state() {
      return state
    },
    opened: whenOpened,
    connect() {
      if (state === 'connecting' && !current && !signing) {
        clearTimeout(reconnectTimer)
        attempt = 0
        open()
      }
      return whenOpened()
    },
    close() {
      if (state === 'closed') return
      state = 'closed'
      clearTimeout(reconnectTimer)
      clearInterval(heartbeatTimer)
      const error = new RelayClosedError('relay client closed')
      for (const waiter of openWaiters.splice(0)) waiter.reject(error)
      failPending(error)
      const socket = current
      current = undefined
      socket?.close(CLOSE_OWNER, 'closed')
    },
    send(payload) {
      try {
        current?.send(JSON.stringify(payload))
      } catch (error) {
        // A socket closing under us: the close event fails the pending request.
        log(`send failed: ${String(error)}`)
      }
    },
  }
}

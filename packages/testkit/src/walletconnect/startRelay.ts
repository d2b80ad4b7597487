// A local WalletConnect v2 relay for offline tests: JSON-RPC over a WebSocket on loopback, with
// what the real relay does that the SDKs rely on (see relayMethods.ts and relayTopics.ts).
// Each connection must present a valid auth JWT (verifyRelayAuth); project ids are not checked.
import { createServer, type IncomingMessage } from 'node:http'
import type { JwtClaims } from '@gatehouse/walletconnect'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { PortInUseError } from '../chains/PortInUseError'
import { RelayAuthError } from './RelayAuthError'
import { InvalidRelayParams, relayMethods } from './relayMethods'
import { type RelayPeer, RelayTopics } from './relayTopics'
import { verifyRelayAuth } from './verifyRelayAuth'

export type StartRelayOptions = {
  port: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /**
   * WebSocket ping period. Node clients drop a socket that sees no ping for 35 s, so it must
   * stay below that. Defaults to 15 s.
   */
  pingIntervalMs?: number
  /** What a PortInUseError tells the user to change. Defaults to 'the relay port'. */
  portVariable?: string
  /** Receives one line per connection and per request, for debugging. */
  log?: (line: string) => void
}

export type RelayStats = {
  connections: number
  /** Requests per JSON-RPC method. */
  methods: Record<string, number>
  /** Methods a client sent that this relay does not implement (answered -32601). */
  unknownMethods: string[]
  /** Upgrades refused for their auth JWT (answered HTTP 401), in order. */
  refused: RelayAuthRefusal[]
}

export type RelayAuthRefusal = {
  /** The check that failed, e.g. 'JWT aud is not this relay' (also the 401's body). */
  reason: string
  /** The request path and query, the JWT replaced by `<jwt>`. */
  url: string
}

export type LocalRelay = {
  /** ws://host:port — the `relayUrl` for SignClient, Core and wagmi's walletConnect(). */
  url: string
  stats: RelayStats
  /** Drops every client and stops listening. Safe to call twice. */
  close(): Promise<void>
}

const CLIENT_PING_TIMEOUT_MS = 35_000
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
const INTERNAL_ERROR = -32603
const UNAUTHORIZED = 401
const MS_PER_SECOND = 1000

export async function startRelay(options: StartRelayOptions): Promise<LocalRelay> {
  const { port, host = '127.0.0.1', pingIntervalMs = 15_000, log } = options
  if (pingIntervalMs >= CLIENT_PING_TIMEOUT_MS) {
    throw new Error(
      `pingIntervalMs must be below ${CLIENT_PING_TIMEOUT_MS} (clients drop the socket)`,
    )
  }
  const server = createServer((_, response) => response.writeHead(426).end('WebSocket only'))
  await listen(server, port, host, options.portVariable ?? 'the relay port')

  const topics = new RelayTopics()
  const methods = relayMethods(topics)
  const stats: RelayStats = { connections: 0, methods: {}, unknownMethods: [], refused: [] }
  const url = `ws://${host}:${port}`
  // What each accepted upgrade authenticated as, for its connection handler.
  const authenticated = new WeakMap<IncomingMessage, JwtClaims>()
  const wss = new WebSocketServer({
    server,
    // Checked before the upgrade, as the real relay does: a refused client never gets a socket.
    verifyClient: ({ req }, done) => {
      try {
        authenticated.set(req, verifyRelayAuth(req.url, url, Date.now() / MS_PER_SECOND))
        done(true)
      } catch (error) {
        // Thrown in the server's upgrade handler, anything else would crash the test process.
        const reason = error instanceof RelayAuthError ? error.message : `JWT unreadable: ${error}`
        stats.refused.push({ reason, url: redactedUrl(req) })
        log?.(`refused ${redactedUrl(req)}: ${reason}`)
        done(false, UNAUTHORIZED, reason)
      }
    },
  })
  wss.on('error', (error) => log?.(`server error ${error.message}`))

  wss.on('connection', (socket, request) => {
    const claims = authenticated.get(request)
    if (!claims) return socket.terminate()
    // The client's did:key is its identity: a reconnecting client is recognised and not sent what
    // it already had.
    const peer = toPeer(socket, claims.iss)
    stats.connections++
    log?.(`connect ${peer.key} ${redactedUrl(request)}`)
    const ping = setInterval(() => peer.isOpen() && socket.ping(), pingIntervalMs)
    // A malformed frame must cost that client its socket, not crash the test process.
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      clearInterval(ping)
      topics.drop(peer)
    })
    socket.on('message', (raw) => {
      const request = parse(raw)
      if (!request) return
      // Anything without a method is a client's ack of one of our irn_subscription requests.
      if (request.method === undefined) return topics.acknowledge(peer, request.id)
      stats.methods[request.method] = (stats.methods[request.method] ?? 0) + 1
      if (!methods[request.method]) stats.unknownMethods.push(request.method)
      log?.(`<- ${peer.key.slice(-8)} ${request.method}`)
      socket.send(JSON.stringify(answer(methods[request.method], peer, request)))
    })
  })

  let closed: Promise<void> | undefined
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      for (const client of wss.clients) client.terminate()
      wss.close(() => server.close(() => resolve()))
    })
    return closed
  }
  return { url, stats, close }
}

type RpcRequest = { id: unknown; method: string; params: Record<string, unknown> }
type RpcAck = { id: unknown; method: undefined }

/** A request, or a client's answer to one of the relay's requests (an ack), or nothing usable. */
function parse(raw: RawData): RpcRequest | RpcAck | undefined {
  try {
    const json: unknown = JSON.parse(raw.toString())
    if (typeof json !== 'object' || json === null) return undefined
    const { id, method, params } = json as Record<string, unknown>
    if (method === undefined && 'result' in json) return { id, method }
    if (typeof method !== 'string') return undefined
    const isObject = typeof params === 'object' && params !== null
    return { id, method, params: isObject ? (params as Record<string, unknown>) : {} }
  } catch {
    return undefined
  }
}

function answer(
  handler: ((peer: RelayPeer, params: Record<string, unknown>) => unknown) | undefined,
  peer: RelayPeer,
  { id, method, params }: RpcRequest,
) {
  if (!handler) {
    return {
      id,
      jsonrpc: '2.0',
      error: { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` },
    }
  }
  try {
    return { id, jsonrpc: '2.0', result: handler(peer, params) }
  } catch (error) {
    const code = error instanceof InvalidRelayParams ? INVALID_PARAMS : INTERNAL_ERROR
    const message = error instanceof Error ? error.message : String(error)
    return { id, jsonrpc: '2.0', error: { code, message: `${method}: ${message}` } }
  }
}

function toPeer(socket: WebSocket, key: string): RelayPeer {
  return {
    key,
    topics: new Set(),
    isOpen: () => socket.readyState === socket.OPEN,
    send: (payload) => socket.send(JSON.stringify(payload)),
  }
}

const redactedUrl = (request: IncomingMessage) =>
  (request.url ?? '').replace(/auth=[^&]+/, 'auth=<jwt>')

function listen(
  server: ReturnType<typeof createServer>,
  port: number,
  host: string,
  variable: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        reject(new PortInUseError({ port, variable, host }))
      } else reject(error)
    }
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

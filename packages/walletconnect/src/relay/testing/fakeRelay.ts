// A scripted relay for the client's fault tests: a WebSocket server on loopback that records each
// connection's auth token and frames and answers as the test says (or not at all), so the client
// can be shown silence, errors and hostile frames the real relays never send on cue.
import { type WebSocket, WebSocketServer } from 'ws'

export type FakeRelayConnection = {
  socket: WebSocket
  /** The `auth` query parameter the client connected with. */
  auth: string | null
  projectId: string | null
  /** Every frame the client sent, parsed. */
  received: Record<string, unknown>[]
  /** Resolves with the first frame the client sent, or sends, that `match` accepts. */
  next(match: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  send(frame: unknown): void
}

export type FakeRelay = {
  url: string
  connections: FakeRelayConnection[]
  /** Resolves with connection number `index` (0 first) once it is open. */
  connection(index: number): Promise<FakeRelayConnection>
  close(): Promise<void>
}

/** `answer` returns the result for a request, `undefined` for silence. */
export async function startFakeRelay(
  port: number,
  answer: (frame: Record<string, unknown>, connection: FakeRelayConnection) => unknown,
): Promise<FakeRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port })
  await new Promise<void>((resolve, reject) =>
    server.once('listening', resolve).once('error', reject),
  )
  const connections: FakeRelayConnection[] = []
  const waiting = new Map<number, (connection: FakeRelayConnection) => void>()
  server.on('connection', (socket, request) => {
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    const watchers = new Set<{
      match: (f: Record<string, unknown>) => boolean
      resolve: (f: Record<string, unknown>) => void
    }>()
    const connection: FakeRelayConnection = {
      socket,
      auth: query.get('auth'),
      projectId: query.get('projectId'),
      received: [],
      next: (match) =>
        new Promise((resolve) => {
          const sent = connection.received.find(match)
          if (sent) resolve(sent)
          else watchers.add({ match, resolve })
        }),
      send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    }
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Record<string, unknown>
      connection.received.push(frame)
      for (const watcher of watchers)
        if (watcher.match(frame)) {
          watchers.delete(watcher)
          watcher.resolve(frame)
        }
      if (typeof frame.method !== 'string') return
      const result = answer(frame, connection)
      if (result !== undefined)
        connection.send({ id: frame.id, jsonrpc: '2.0', ...(result as object) })
    })
    connections.push(connection)
    waiting.get(connections.length - 1)?.(connection)
  })
  return {
    url: `ws://127.0.0.1:${port}`,
    connections,
    connection: (index) =>
      connections[index]
        ? Promise.resolve(connections[index])
        : new Promise((resolve) => waiting.set(index, resolve)),
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}

// Listening as a promise: resolves once the port is bound, rejects with PortInUseError when it
// is taken (node-server only emits that as an 'error' event, which would otherwise crash).
//
// Node's defaults let one client hold a socket for a minute before sending its headers and five
// minutes per request, with no cap on connections: a few thousand slow clients starve everyone.
// The server's own limits (SERVER_LIMITS, docs/configuration.md "Server") are tight instead:
// nothing it serves needs long (the largest body is the auth API's 32 KiB).
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { PortInUseError } from './PortInUseError'

export { PortInUseError }

export type RunningServer = { url: string; port: number; host: string; close(): Promise<void> }

export type ServerLimits = {
  /** Until a request's headers are in; else 408 and the socket is closed. */
  headersTimeoutMs: number
  /** Until a whole request (headers and body) is in. */
  requestTimeoutMs: number
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number
  /** Open sockets at most; past it new connections are dropped at once. */
  maxConnections: number
  /** How often Node checks the two timeouts above (it has no per-socket timer for them). */
  checkIntervalMs: number
}

export const SERVER_LIMITS: Readonly<ServerLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  checkIntervalMs: 1_000,
}

export type ListenOptions = {
  port: number
  host: string
  /** The variable named in PortInUseError. */
  portVariable?: string
  /** Tighter or looser than SERVER_LIMITS (tests use tiny ones). */
  limits?: Partial<ServerLimits>
}

export function listen(
  app: Hono,
  { port, host, portVariable = 'PORT', limits = {} }: ListenOptions,
): Promise<RunningServer> {
  const set = { ...SERVER_LIMITS, ...limits }
  return new Promise((resolve, reject) => {
    const serverOptions = {
      headersTimeout: set.headersTimeoutMs,
      requestTimeout: set.requestTimeoutMs,
      keepAliveTimeout: set.keepAliveTimeoutMs,
      connectionsCheckingInterval: set.checkIntervalMs,
    }
    const options = { fetch: app.fetch, port, hostname: host, serverOptions }
    const server = serve(options, (info: AddressInfo) => {
      server.off('error', onError)
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        host,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            // Keep-alive sockets would hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      })
    })
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError({ port, host, variable: portVariable })
          : error,
      )
    }
    server.maxConnections = set.maxConnections
    server.once('error', onError)
  })
}

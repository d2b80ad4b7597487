// The client's address for rate limiting: the socket's peer address from @hono/node-server.
// Forwarded headers are not trusted (anyone can send them); behind a reverse proxy, inject a
// `clientIp` that reads the proxy's header instead.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type ClientIp = (c: Context) => string

export const socketClientIp: ClientIp = (c) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

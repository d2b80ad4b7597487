// Mounts the auth handler (a Web-standard `(Request) => Promise<Response>`) on this Node server and
// gives it what a Web Request lacks: the socket's peer address, so rate limits key on the
// client's address. Forwarded headers are trusted only from the proxies AUTH_TRUSTED_PROXIES
// names (trustedProxies.ts); by default never.
import type { AuthHandler, ClientIp } from '@gatehouse/auth-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { proxiedClientIp, type TrustedProxies } from './trustedProxies'

// Keyed by the Request object the handler receives, so an entry lives exactly as long as it.
const socketAddresses = new WeakMap<Request, string>()

/** The peer address of the socket a mounted request came in on; undefined without a socket. */
export const socketClientIp: ClientIp = (request) => socketAddresses.get(request)

/**
 * The client address of a mounted request: the socket's peer, or with `trust` (AUTH_TRUSTED_PROXIES)
 * the address the trusted proxies report in X-Forwarded-For. Without trust it is socketClientIp.
 */
export function trustedClientIp(trust: TrustedProxies | undefined): ClientIp {
  return proxiedClientIp(trust, socketClientIp)
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // app.request() in tests has no socket.
    return undefined
  }
}

/** Sends every request under the handler's base path to it (build it with trustedClientIp). */
export function mountAuth(app: Hono, handler: AuthHandler): void {
  app.all(handler.basePath === '' ? '*' : `${handler.basePath}/*`, (c) => {
    const address = peerAddress(c)
    if (address !== undefined) socketAddresses.set(c.req.raw, address)
    return handler(c.req.raw)
  })
}

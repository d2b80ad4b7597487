// Mounts the auth handler (a Web-standard `(Request) => Promise<Response>`) on this Node server and
// gives it what a Web Request lacks: the socket's peer address, so rate limits key on the
// client's address. Forwarded headers are trusted only from the proxies AUTH_TRUSTED_PROXIES
// names (trustedProxies.ts); by default never.
import type { AuthHandler, ClientIp, Logger } from '@gatehouse/auth-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { proxiedClientIp, TRUSTED_PROXIES_VARIABLE, type TrustedProxies } from './trustedProxies'

export type MountAuthOptions = {
  /**
   * Where to warn, once, that X-Forwarded-For arrives while AUTH_TRUSTED_PROXIES is unset. Give
   * it only for a handler built with the socket's address (trustedClientIp(undefined)).
   */
  warnUntrustedForwardedFor?: Logger
}

export const FORWARDED_FOR_IGNORED =
  `X-Forwarded-For arrives but ${TRUSTED_PROXIES_VARIABLE} is unset: the header is ignored and, if a proxy is in front, every client shares its address's rate limits; set ${TRUSTED_PROXIES_VARIABLE} to the proxies' hop count or addresses` as const

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

/**
 * Sends every request under the handler's base path to it (build it with trustedClientIp). With
 * AUTH_TRUSTED_PROXIES unset, the first auth request that carries X-Forwarded-For logs one
 * warning (issue 24): behind a proxy nobody told the server about, every visitor shares the
 * proxy's rate-limit bucket, and nothing else would say so.
 */
export function mountAuth(app: Hono, handler: AuthHandler, options: MountAuthOptions = {}): void {
  const warn = options.warnUntrustedForwardedFor
  let warned = false
  app.all(handler.basePath === '' ? '*' : `${handler.basePath}/*`, (c) => {
    if (warn && !warned && c.req.header('x-forwarded-for') !== undefined) {
      warned = true
      warn({ level: 'warn', event: 'forwarded_for_ignored', message: FORWARDED_FOR_IGNORED })
    }
    const address = peerAddress(c)
    if (address !== undefined) socketAddresses.set(c.req.raw, address)
    return handler(c.req.raw)
  })
}

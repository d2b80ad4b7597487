// The client's address for the per-address rate limits. A Web-standard Request has no socket, so
// by default there is none and only the per-session limits apply. Forwarded headers are not
// trusted by default (anyone can send them): behind a reverse proxy you control, inject a
// `clientIp` that reads the header that proxy sets, e.g. proxyClientIp('x-forwarded-for'). A
// server that has the socket (apps/server on @hono/node-server) passes its peer address in.
import { AuthOptionError } from './AuthOptionError'

/** The client's address for `request`, or undefined when it is not known. */
export type ClientIp = (request: Request) => string | undefined

export const noClientIp: ClientIp = () => undefined

/** An address longer than this is no address; it is cut so it cannot bloat a limiter key. */
const MAX_ADDRESS_LENGTH = 100
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/

export type ProxyClientIpOptions = {
  /**
   * How many proxies you run in front of the app, each appending to the header: the address is
   * the `hops`-th entry from the right (entries further left were sent by the client and are not
   * trusted). Default 1. For a single-value header (`x-real-ip`) leave it at 1.
   */
  hops?: number
}

/**
 * A ClientIp reading the address your trusted reverse proxy reports in `header`: the last entry
 * of a comma-separated list (`x-forwarded-for`), or the whole value of a single-value header
 * (`x-real-ip`, `cf-connecting-ip`, `fly-client-ip`). Use it only when every request reaches the
 * app through that proxy; otherwise a client can pick its own rate-limit key.
 */
export function proxyClientIp(header: string, options: ProxyClientIpOptions = {}): ClientIp {
  if (typeof header !== 'string' || !HEADER_NAME.test(header)) {
    throw new AuthOptionError('clientIp', `header must be an HTTP header name, got "${header}"`)
  }
  const hops = options.hops ?? 1
  if (!Number.isSafeInteger(hops) || hops < 1 || hops > 20) {
    throw new AuthOptionError('clientIp', `hops must be an integer from 1 to 20, got ${hops}`)
  }
  return (request) => {
    const entries = (request.headers.get(header) ?? '').split(',').map((entry) => entry.trim())
    const address = entries[entries.length - hops]
    return address ? address.slice(0, MAX_ADDRESS_LENGTH) : undefined
  }
}

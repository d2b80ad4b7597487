// The client's address for the per-address rate limits. A Web-standard Request has no socket, so
// by default there is none and only the per-session limits apply. Forwarded headers are not
// trusted by default (anyone can send them): behind a reverse proxy you control, inject a
// `clientIp` that reads the header that proxy sets, e.g. proxyClientIp('x-forwarded-for'). A
// server that has the socket (apps/server on @hono/node-server) passes its peer address in, and
// for its AUTH_TRUSTED_PROXIES hop count uses proxyClientIp with that peer: one reading of a
// proxied address for both.
import { AuthOptionError } from '../errors/AuthOptionError'

/** The client's address for `request`, or undefined when it is not known. */
export type ClientIp = (request: Request) => string | undefined

export const noClientIp: ClientIp = () => undefined

/**
 * The key shared by every request whose header is shorter than the declared hops when no socket
 * peer is known: such a request did not come through all your proxies, so what it says is the
 * client's own choice. Keyed together they are limited together; undefined would skip the
 * per-address limits altogether (see stores/rateLimits.ts).
 */
export const UNPROXIED_CLIENT = 'unproxied'

/** An address longer than this is no address; it is cut so it cannot bloat a limiter key. */
const MAX_ADDRESS_LENGTH = 100
const MAX_HOPS = 20
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/

export type ProxyClientIpOptions = {
  /**
   * How many proxies you run in front of the app, each appending to the header: the address is
   * the `hops`-th entry from the right (entries further left were sent by the client and are not
   * trusted). Default 1. For a single-value header (`x-real-ip`) leave it at 1.
   */
  hops?: number
  /**
   * The socket's peer address (the nearest proxy), for a server that has the socket. A request
   * whose header has fewer than `hops` entries, or a blank one where the address should be, did
   * not come through every proxy: it is keyed on this peer. Without it (or when it returns
   * undefined), all such requests share one key, `'unproxied'`.
   */
  peer?: ClientIp
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1: one client, one key. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return (mapped?.[1] ?? address).slice(0, MAX_ADDRESS_LENGTH)
}

/**
 * A ClientIp reading the address your trusted reverse proxy reports in `header`: the last entry
 * of a comma-separated list (`x-forwarded-for`; the `hops`-th from the right behind several
 * proxies), or the whole value of a single-value header (`x-real-ip`, `cf-connecting-ip`,
 * `fly-client-ip`). A shorter header is the socket's peer (`peer`), else the shared
 * UNPROXIED_CLIENT key: never an entry the client wrote, and never no key. Use it only when every
 * request reaches the app through that proxy; otherwise a client can pick its own rate-limit key.
 */
export function proxyClientIp(header: string, options: ProxyClientIpOptions = {}): ClientIp {
  if (typeof header !== 'string' || !HEADER_NAME.test(header)) {
    throw new AuthOptionError('clientIp', `header must be an HTTP header name, got "${header}"`)
  }
  const hops = options.hops ?? 1
  if (!Number.isSafeInteger(hops) || hops < 1 || hops > MAX_HOPS) {
    throw new AuthOptionError(
      'clientIp',
      `hops must be an integer from 1 to ${MAX_HOPS}, got ${hops}`,
    )
  }
  const { peer } = options
  if (peer !== undefined && typeof peer !== 'function') {
    throw new AuthOptionError('clientIp', 'peer must be a function (request) => string | undefined')
  }
  return (request) => {
    const value = request.headers.get(header)
    const entries = value === null ? [] : value.split(',')
    // Counted from the right: each proxy appends, so these were written by the proxies you run.
    const address = entries.length >= hops ? entries[entries.length - hops]?.trim() : undefined
    if (address) return plainAddress(address)
    const nearest = peer?.(request)
    return nearest ? plainAddress(nearest) : UNPROXIED_CLIENT
  }
}

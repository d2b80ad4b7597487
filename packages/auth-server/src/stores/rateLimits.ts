// Rate limits on the nonce and verify routes (and the contract-wallet check), with
// rate-limiter-flexible: in-process by default, in Redis when the auth store is Redis (so every
// server instance counts against the same limits). Every request is counted against some bucket
// (issue 24: a client could step around each one):
//   address  per client address, an IPv6 one keyed on its /64 (one subscriber holds a whole
//            /64, so per /128 a single client has 2^64 buckets); a request whose address is
//            not known (no `clientIp`) counts against one global bucket (`*Global` points).
//   session  per *existing* session; on verify, a cookie naming no live session (random,
//            expired) counts against one shared "no session" bucket with a single session's
//            allowance, so minting cookies buys nothing. On nonce such a cookie is a first visit
//            (the route starts a new session for it): only the address bucket counts it, so a
//            visitor whose pre-session expired or was evicted is not held back by whoever floods
//            random cookies. A request without a cookie has only the address bucket.
// Keys never hold a raw session id: the per-session key is the SHA-256 the Redis store uses.
import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import type { RateLimit, RateLimitsConfig } from '../config/AuthConfig'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'

/** Who is asking, as the limits see it. */
export type LimitSubject = {
  /** The client's address, or undefined when unknown (then the global bucket counts it). */
  address: string | undefined
  /**
   * `live`: the cookie names a session the store holds; `unknown`: a well-formed cookie that
   * names none; `none`: no cookie. Asked only once the address bucket allowed the request, so a
   * refused flood costs no store lookup.
   */
  session: () => Promise<CookieState>
}

export type CookieState = { kind: 'live'; id: string } | { kind: 'unknown' } | { kind: 'none' }

/** Resolves to undefined when allowed, or how many whole seconds to wait. */
export type RouteLimiter = (subject: LimitSubject) => Promise<{ retryAfterS: number } | undefined>

export type RateLimits = {
  nonce: RouteLimiter
  verify: RouteLimiter
  /** A contract-wallet (ERC-1271 / ERC-6492) check: it spends the operator's RPC, so fewer. */
  contract: (address: string | undefined) => Promise<{ retryAfterS: number } | undefined>
}

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'gatehouse:rl'
/** The one key of requests with no known client address. */
export const NO_ADDRESS_KEY = 'no-address'
/** The one key of requests whose cookie names no live session. */
export const NO_SESSION_KEY = 'no-session'

export type LimiterFactory = (name: string, limit: RateLimit) => RateLimiterAbstract

const memoryLimiter: LimiterFactory = (_name, { points, durationS }) =>
  new RateLimiterMemory({ points, duration: durationS })

/** Shared limits across instances; a Redis failure surfaces as 503 (AuthUnavailableError). */
export function redisLimiters(
  redis: Redis,
  keyPrefix = DEFAULT_RATE_LIMIT_KEY_PREFIX,
): LimiterFactory {
  return (name, { points, durationS }) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}:${name}`,
      points,
      duration: durationS,
    })
}

const IPV6_GROUPS = 8
const IPV6_PREFIX_GROUPS = 4 // a /64

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 handled), lower-case. */
function ipv6Groups(address: string): string[] | undefined {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(plain)) return undefined
  let text = plain.toLowerCase()
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    const hex = (x: number, y: number) => ((x << 8) | y).toString(16)
    text = `${text.slice(0, v4.index)}${hex(a, b)}:${hex(c, d)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = tail === undefined ? [] : Array(IPV6_GROUPS - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}

/**
 * The rate-limit key of a client address: an IPv6 address stands for its /64 (`2001:db8:0:1::/64`),
 * anything else (IPv4, a proxy's label such as 'unproxied') for itself.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  // An IPv4-mapped address (::ffff:a.b.c.d) is an IPv4 client: its own key, not the /64 of all.
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') return address
  return `${groups.slice(0, IPV6_PREFIX_GROUPS).join(':')}::/64`
}

/** The key of a live session: the hash the Redis store keys it on, never the id itself. */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}

async function consume(limit: RateLimiterAbstract, key: string) {
  try {
    await limit.consume(key)
    return undefined
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw new AuthUnavailableError('rate limiter failed', { cause: rejection })
  }
}

function routeLimiter(
  make: LimiterFactory,
  route: string,
  perIp: RateLimit,
  perSession: RateLimit,
  global: RateLimit,
  unknownCookie: 'shared' | 'first-visit',
): RouteLimiter {
  const ipLimit = make(`${route}:ip`, perIp)
  const noAddress = make(`${route}:global`, global)
  const sessionLimit = make(`${route}:session`, perSession)
  const noSession = make(`${route}:nosession`, perSession)
  return async ({ address, session }) => {
    const byAddress =
      address === undefined
        ? await consume(noAddress, NO_ADDRESS_KEY)
        : await consume(ipLimit, addressKey(address))
    if (byAddress) return byAddress
    const cookie = await session()
    if (cookie.kind === 'live') return consume(sessionLimit, sessionKey(cookie.id))
    if (cookie.kind === 'unknown' && unknownCookie === 'shared') {
      return consume(noSession, NO_SESSION_KEY)
    }
    return undefined
  }
}

export function createRateLimits(
  limits: RateLimitsConfig,
  make: LimiterFactory = memoryLimiter,
): RateLimits {
  const contractLimit = make('contract:ip', limits.contractIp)
  return {
    nonce: routeLimiter(
      make,
      'nonce',
      limits.nonceIp,
      limits.nonceSession,
      limits.nonceGlobal,
      'first-visit',
    ),
    verify: routeLimiter(
      make,
      'verify',
      limits.verifyIp,
      limits.verifySession,
      limits.verifyGlobal,
      'shared',
    ),
    contract: (address) =>
      consume(contractLimit, address === undefined ? NO_ADDRESS_KEY : addressKey(address)),
  }
}

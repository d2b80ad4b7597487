// Rate limits per client address and per session on the nonce and verify routes, with
// rate-limiter-flexible: in-process by default, in Redis when the auth store is Redis (so every
// server instance counts against the same limits). Without a known address (a Web Request has no
// socket and no trusted proxy was configured) only the per-session limit applies.
import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import type { RateLimit, RateLimitsConfig } from './AuthConfig'
import { AuthUnavailableError } from './errors'

/** Resolves to undefined when allowed, or how many whole seconds to wait. */
export type RouteLimiter = (
  ip: string | undefined,
  sessionId: string | undefined,
) => Promise<{ retryAfterS: number } | undefined>

export type RateLimits = { nonce: RouteLimiter; verify: RouteLimiter }

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'gatehouse:rl'

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
): RouteLimiter {
  const ipLimit = make(`${route}:ip`, perIp)
  const sessionLimit = make(`${route}:session`, perSession)
  return async (ip, sessionId) =>
    (ip === undefined ? undefined : await consume(ipLimit, ip)) ??
    (sessionId === undefined ? undefined : await consume(sessionLimit, sessionId))
}

export function createRateLimits(
  limits: RateLimitsConfig,
  make: LimiterFactory = memoryLimiter,
): RateLimits {
  return {
    nonce: routeLimiter(make, 'nonce', limits.nonceIp, limits.nonceSession),
    verify: routeLimiter(make, 'verify', limits.verifyIp, limits.verifySession),
  }
}

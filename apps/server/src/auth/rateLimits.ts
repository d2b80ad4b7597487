// Rate limits per client IP and per session on the nonce and verify routes, with
// rate-limiter-flexible's in-process RateLimiterMemory (a Redis limiter can replace it later).
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { AuthConfig, RateLimit } from './authConfig'
import { AuthUnavailableError } from './errors'

/** Resolves to undefined when allowed, or how many whole seconds to wait. */
export type RouteLimiter = (
  ip: string,
  sessionId: string | undefined,
) => Promise<{ retryAfterS: number } | undefined>

export type RateLimits = { nonce: RouteLimiter; verify: RouteLimiter }

function limiter({ points, durationS }: RateLimit) {
  return new RateLimiterMemory({ points, duration: durationS })
}

async function consume(limit: RateLimiterMemory, key: string) {
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

function routeLimiter(perIp: RateLimit, perSession: RateLimit): RouteLimiter {
  const ipLimit = limiter(perIp)
  const sessionLimit = limiter(perSession)
  return async (ip, sessionId) =>
    (await consume(ipLimit, ip)) ??
    (sessionId === undefined ? undefined : await consume(sessionLimit, sessionId))
}

export function createRateLimits(limits: AuthConfig['rateLimits']): RateLimits {
  return {
    nonce: routeLimiter(limits.nonceIp, limits.nonceSession),
    verify: routeLimiter(limits.verifyIp, limits.verifySession),
  }
}

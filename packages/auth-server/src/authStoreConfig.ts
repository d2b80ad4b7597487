// Which AuthStore the server runs, from the environment: AUTH_STORE=memory (the default; this
// process only) or AUTH_STORE=redis with REDIS_URL (shared by every instance). Validated at start
// like auth/authConfig.ts: a bad value throws EnvError naming the variable. REDIS_URL is never
// echoed in a message or a log line, since it may carry a password.
import { Redis } from 'ioredis'
import { EnvError } from '../EnvError'
import type { AuthConfig } from './authConfig'
import { MAX_OUTSTANDING_NONCES_PER_SESSION } from './authRoutes'
import type { AuthStore } from './authStore'
import type { Logger } from './logger'
import { createRateLimits, type RateLimits, redisLimiters } from './rateLimits'
import { createRedisStore } from './redisStore'

export type AuthStoreConfig = { kind: 'memory' } | { kind: 'redis'; url: string }

type Source = Readonly<Record<string, string | undefined>>

const REDIS_URL_EXAMPLE = 'such as redis://127.0.0.1:6379 or rediss://user:password@host:6380/0'

/** An empty or blank variable counts as unset, as in env.ts. */
export function parseAuthStoreConfig(source: Source): AuthStoreConfig {
  const kind = source.AUTH_STORE?.trim() || 'memory'
  if (kind === 'memory') return { kind }
  if (kind !== 'redis') {
    throw new EnvError('AUTH_STORE', `must be "memory" or "redis", got "${kind}"`)
  }
  const url = source.REDIS_URL?.trim()
  if (!url)
    throw new EnvError('REDIS_URL', `is required when AUTH_STORE=redis, ${REDIS_URL_EXAMPLE}`)
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {}
  const valid =
    parsed !== undefined &&
    (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') &&
    parsed.hostname !== '' &&
    /^(\/\d*)?$/.test(parsed.pathname) &&
    parsed.search === '' &&
    parsed.hash === ''
  if (!valid)
    throw new EnvError('REDIS_URL', `must be a redis:// or rediss:// URL, ${REDIS_URL_EXAMPLE}`)
  return { kind: 'redis', url }
}

/**
 * An ioredis client that fails fast while Redis is unreachable (so requests answer 503 within
 * about two seconds instead of queueing) and reconnects by itself. Connection errors are logged
 * once per outage, by code only.
 */
export function createRedisClient(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  })
  let down = false
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return
    down = true
    logger({ level: 'warn', event: 'redis_unavailable', error: error.code ?? error.name })
  })
  redis.on('ready', () => {
    if (down) logger({ level: 'info', event: 'redis_available' })
    down = false
  })
  return redis
}

export type ConfiguredStore = {
  /** Undefined for memory: authRoutes then builds the memory store with its own clock. */
  store: AuthStore | undefined
  /** Redis-backed rate limits for the Redis store (shared by every instance); else undefined. */
  limits: RateLimits | undefined
  close(): Promise<void>
}

export function createConfiguredStore(
  storeConfig: AuthStoreConfig,
  config: AuthConfig,
  logger: Logger,
): ConfiguredStore {
  if (storeConfig.kind === 'memory')
    return { store: undefined, limits: undefined, close: async () => {} }
  const redis = createRedisClient(storeConfig.url, logger)
  return {
    store: createRedisStore({
      redis,
      maxOutstandingNoncesPerSession: MAX_OUTSTANDING_NONCES_PER_SESSION,
      maxOutstandingNoncesTotal: config.maxOutstandingNonces,
      maxSessions: config.maxSessions,
    }),
    limits: createRateLimits(config.rateLimits, redisLimiters(redis)),
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

// The store a handler runs on and the rate limits beside it, from the `store` option: a store the
// caller made (used as is; its Redis, if createRedisStore made it, holds the limits too) or a
// description the handler builds from. The handler owns, and close() ends, only what it built.
import type { AuthConfig } from '../config/AuthConfig'
import { AuthOptionError } from '../errors/AuthOptionError'
import type { Logger } from '../http/logger'
import type { AuthStore } from './authStore'
import { type AuthStoreConfig, isRedisUrl, REDIS_URL_EXAMPLE } from './authStoreConfig'
import { closeRedisClient, createRedisClient } from './createRedisClient'
import { createMemoryStore } from './memoryStore'
import { createRateLimits, type RateLimits, redisLimiters } from './rateLimits'
import { createRedisStore, redisBehind } from './redisStore'

/** A session holds at most this many outstanding nonces; a new one evicts the oldest. */
export const MAX_OUTSTANDING_NONCES_PER_SESSION = 5

export type StoreBackend = { store: AuthStore; limits: RateLimits; close(): Promise<void> }

const STORE_METHODS = [
  'putNonce',
  'consumeNonce',
  'createSession',
  'getSession',
  'deleteSession',
] as const

function isAuthStore(value: object): value is AuthStore {
  const record = value as Record<string, unknown>
  return STORE_METHODS.every((method) => typeof record[method] === 'function')
}

const STORE_PROBLEM =
  'must be an AuthStore (createMemoryStore, createRedisStore) or { kind: "memory" } or { kind: "redis", url }'

function withLimits(store: AuthStore, config: AuthConfig): StoreBackend {
  const redis = redisBehind(store)
  const limits = redis
    ? createRateLimits(config.rateLimits, redisLimiters(redis.redis, redis.rateLimitKeyPrefix))
    : createRateLimits(config.rateLimits)
  return { store, limits, close: async () => {} }
}

/** What the `store` option asks for, validated (AuthOptionError names the bad part); builds nothing. */
export type StoreChoice =
  | { kind: 'given'; store: AuthStore }
  | { kind: 'memory' }
  | { kind: 'redis'; url: string; keyPrefix?: string }

export function checkStoreOption(option: AuthStore | AuthStoreConfig | undefined): StoreChoice {
  if (typeof option !== 'object' || option === null) {
    if (option !== undefined) throw new AuthOptionError('store', STORE_PROBLEM)
    return { kind: 'memory' }
  }
  if (isAuthStore(option)) return { kind: 'given', store: option }
  const description = option as Partial<Record<string, unknown>>
  if (description.kind === 'memory') return { kind: 'memory' }
  if (description.kind !== 'redis') throw new AuthOptionError('store', STORE_PROBLEM)
  const { url, keyPrefix } = description
  if (typeof url !== 'string' || !isRedisUrl(url)) {
    throw new AuthOptionError(
      'store.url',
      `must be a redis:// or rediss:// URL, ${REDIS_URL_EXAMPLE}`,
    )
  }
  if (keyPrefix !== undefined && (typeof keyPrefix !== 'string' || keyPrefix === '')) {
    throw new AuthOptionError('store.keyPrefix', 'must be a non-empty string')
  }
  return { kind: 'redis', url, ...(keyPrefix ? { keyPrefix } : {}) }
}

export function createStoreBackend(
  option: AuthStore | AuthStoreConfig | undefined,
  config: AuthConfig,
  now: () => number,
  logger: Logger,
): StoreBackend {
  const caps = {
    now,
    maxOutstandingNoncesPerSession: MAX_OUTSTANDING_NONCES_PER_SESSION,
    maxOutstandingNoncesTotal: config.maxOutstandingNonces,
    maxSessions: config.maxSessions,
  }
  const choice = checkStoreOption(option)
  if (choice.kind === 'given') return withLimits(choice.store, config)
  if (choice.kind === 'memory') return withLimits(createMemoryStore(caps), config)
  // Lazy: no connection until the first request needs Redis.
  const redis = createRedisClient(choice.url, logger)
  const { keyPrefix } = choice
  const store = createRedisStore({ redis, ...caps, ...(keyPrefix ? { keyPrefix } : {}) })
  return { ...withLimits(store, config), close: () => closeRedisClient(redis) }
}

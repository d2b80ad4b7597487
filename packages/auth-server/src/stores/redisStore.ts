// The AuthStore on Redis, for more than one server instance. Every method is one atomic step on
// the server (a single command, a MULTI, or a Lua script), so the guarantees of authStore.ts hold
// across processes: a nonce is set with SET NX PX and consumed with GETDEL, exactly once.
// Keys (P = keyPrefix, H = sha256 of the session id: raw ids never reach Redis):
//   P session:H          JSON {data, expiresAt}, PX = the session's TTL
//   P nonce:H:<nonce>    "<issuedAt>:<expiresAt>", PX = the nonce's TTL
//   P nonces:H           list of the session's nonces in issue order (for the per-session cap)
//   P nonce-index        sorted set "H:<nonce>" by expiresAt (the global cap)
//   P session-index      sorted set H of signed-in sessions by expiresAt (their cap)
//   P anon-session-index sorted set H of anonymous sessions by expiresAt (their cap)
// Times are the caller's clock (`now`), as in the memory store; Redis TTLs are only for cleanup.
// The scripts touch keys derived from their arguments, so this needs one Redis (or a keyPrefix
// with a {hash tag} on a cluster), not keys spread over several shards. Any Redis failure or a
// reply slower than `timeoutMs` is an AuthUnavailableError (503), never a crash or a 500.
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { AuthOptionError } from '../errors/AuthOptionError'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import type { AuthStore, SessionData } from './authStore'
import { randomHex, SESSION_ID_BYTES } from './randomToken'
import { DEFAULT_RATE_LIMIT_KEY_PREFIX } from './rateLimits'
import { withScripts } from './redisScripts'

export type RedisStoreOptions = {
  /**
   * An ioredis client (connected, connecting, or `lazyConnect`), without ioredis' own `keyPrefix`
   * option. The store never closes it: that is the caller's, who made it.
   */
  redis: Redis
  /** Namespace of every key. Default `gatehouse:auth:`. */
  keyPrefix?: string
  /**
   * Namespace of the rate-limit counters a handler on this store keeps in the same Redis.
   * Default `gatehouse:rl`.
   */
  rateLimitKeyPrefix?: string
  now?: () => number
  /** Outstanding nonces one session may hold; a new one evicts the oldest. Default 5. */
  maxOutstandingNoncesPerSession?: number
  /**
   * Outstanding nonces across all sessions (all instances); at it the anonymous session holding
   * the oldest nonce makes room, and otherwise putNonce answers 'too_many'. Default 100,000.
   */
  maxOutstandingNoncesTotal?: number
  /**
   * Live sessions of each kind (anonymous, signed in), counted apart; a new one past it evicts
   * the one of its kind nearest to expiry. Default 100,000.
   */
  maxSessions?: number
  /** Longest wait for Redis before a call fails as unavailable. Default 2,000 ms. */
  timeoutMs?: number
}

export const DEFAULT_REDIS_KEY_PREFIX = 'gatehouse:auth:'

/**
 * The Redis behind each store this module made, so a handler given such a store keeps its rate
 * limits there too (every instance counts against the same limits) without a second option.
 */
const redisBehindStore = new WeakMap<AuthStore, { redis: Redis; rateLimitKeyPrefix: string }>()

export function redisBehind(
  store: AuthStore,
): { redis: Redis; rateLimitKeyPrefix: string } | undefined {
  return redisBehindStore.get(store)
}

function hashId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}

function parseSession(raw: string): { data: SessionData; expiresAt: number } | undefined {
  try {
    const value = JSON.parse(raw) as { data?: { kind?: unknown }; expiresAt?: unknown }
    const kind = value.data?.kind
    if (typeof value.expiresAt !== 'number' || (kind !== 'anonymous' && kind !== 'authenticated')) {
      return undefined
    }
    return value as { data: SessionData; expiresAt: number }
  } catch {
    return undefined
  }
}

export function createRedisStore(options: RedisStoreOptions): AuthStore {
  if (typeof options?.redis?.defineCommand !== 'function') {
    throw new AuthOptionError('redis', 'must be an ioredis client (new Redis(url))')
  }
  if (options.redis.options.keyPrefix) {
    // The scripts build some keys themselves, which ioredis' prefixing would not reach.
    throw new AuthOptionError(
      'redis',
      'pass keyPrefix to createRedisStore, not to the ioredis client',
    )
  }
  const redis = withScripts(options.redis)
  const prefix = options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX
  const now = options.now ?? Date.now
  const perSession = options.maxOutstandingNoncesPerSession ?? 5
  const total = options.maxOutstandingNoncesTotal ?? 100_000
  const maxSessions = options.maxSessions ?? 100_000
  const timeoutMs = options.timeoutMs ?? 2000
  const nonceIndex = `${prefix}nonce-index`
  const sessionIndex = `${prefix}session-index`
  const anonymousIndex = `${prefix}anon-session-index`
  const keys = (sessionId: string) => {
    const h = hashId(sessionId)
    return {
      h,
      session: `${prefix}session:${h}`,
      nonces: `${prefix}nonces:${h}`,
      noncePrefix: `${prefix}nonce:${h}:`,
      member: `${h}:`,
    }
  }

  /** Runs one Redis step; any failure or a timeout becomes AuthUnavailableError. */
  async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no reply in ${timeoutMs} ms`)), timeoutMs)
    })
    try {
      return await Promise.race([run(), timeout])
    } catch (cause) {
      throw new AuthUnavailableError(`redis store: ${what} failed`, { cause })
    } finally {
      clearTimeout(timer)
    }
  }

  async function deleteSession(sessionId: string) {
    const k = keys(sessionId)
    await step('deleteSession', () => redis.gatehouseAuthDeleteSession(k.session, prefix, k.h))
  }

  const store: AuthStore = {
    async putNonce(sessionId, nonce, expiresAt) {
      const k = keys(sessionId)
      const at = now()
      const ttl = Math.max(1, expiresAt - at)
      const result = await step('putNonce', () =>
        redis.gatehouseAuthPutNonce(
          k.nonces,
          `${k.noncePrefix}${nonce}`,
          nonceIndex,
          anonymousIndex,
          prefix,
          nonce,
          k.member,
          k.noncePrefix,
          at,
          expiresAt,
          ttl,
          perSession,
          total,
          `${at}:${expiresAt}`,
          k.h,
        ),
      )
      // A 128-bit repeat (0) is refused like a full server, as in the memory store.
      return result === 1 ? 'ok' : 'too_many'
    },

    async consumeNonce(sessionId, nonce) {
      const k = keys(sessionId)
      const replies = await step('consumeNonce', () =>
        redis
          .multi()
          .getdel(`${k.noncePrefix}${nonce}`)
          .lrem(k.nonces, 0, nonce)
          .zrem(nonceIndex, `${k.member}${nonce}`)
          .exec(),
      )
      const [error, value] = replies?.[0] ?? [new Error('transaction discarded'), null]
      if (error)
        throw new AuthUnavailableError('redis store: consumeNonce failed', { cause: error })
      if (typeof value !== 'string') return undefined
      // Gone from Redis from here on, whatever the caller's checks decide.
      const [issuedAt = Number.NaN, expires = Number.NaN] = value.split(':').map(Number)
      if (!Number.isFinite(issuedAt) || !(expires > now())) return undefined
      return { issuedAt }
    },

    async createSession(data, ttlMs) {
      const at = now()
      const expiresAt = at + ttlMs
      const value = JSON.stringify({ data, expiresAt })
      for (;;) {
        const id = randomHex(SESSION_ID_BYTES)
        const k = keys(id)
        const result = await step('createSession', () =>
          redis.gatehouseAuthCreateSession(
            k.session,
            data.kind === 'anonymous' ? anonymousIndex : sessionIndex,
            prefix,
            value,
            ttlMs,
            at,
            maxSessions,
            k.h,
            expiresAt,
          ),
        )
        if (result === 1) return id
      }
    },

    async getSession(sessionId) {
      const k = keys(sessionId)
      const raw = await step('getSession', () => redis.get(k.session))
      if (raw === null) return undefined
      const session = parseSession(raw)
      if (session && session.expiresAt > now()) return session
      await deleteSession(sessionId)
      return undefined
    },

    deleteSession,
  }
  redisBehindStore.set(store, {
    redis: options.redis,
    rateLimitKeyPrefix: options.rateLimitKeyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX,
  })
  return store
}

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

// Every script below starts with this: drop(h) ends the session hashed h, its nonces and its
// entries in both session indexes. ARGV[1] of every script is the key prefix P.
const DROP_SESSION = `
local P = ARGV[1]
local nonceIndex = P .. 'nonce-index'
local function drop(h)
  local list = P .. 'nonces:' .. h
  for _, n in ipairs(redis.call('LRANGE', list, 0, -1)) do
    redis.call('DEL', P .. 'nonce:' .. h .. ':' .. n)
    redis.call('ZREM', nonceIndex, h .. ':' .. n)
  end
  redis.call('DEL', P .. 'session:' .. h, list)
  redis.call('ZREM', P .. 'session-index', h)
  redis.call('ZREM', P .. 'anon-session-index', h)
end
`

// KEYS: own list, nonce key, nonce index, anonymous-session index. ARGV: P, nonce, "H:" member
// prefix, nonce key prefix, now, expiresAt, ttl ms, per-session cap, total cap, value, H.
// Returns 1 stored, 0 the nonce exists already, -1 the global cap is reached. At the cap the
// session holding the oldest nonce goes, when it is another anonymous one (or is gone already):
// the same front-only rule as the memory store, so pre-sessions never lock sign-in out.
const PUT_NONCE = `${DROP_SESSION}
local now = tonumber(ARGV[5])
local perSession = tonumber(ARGV[8])
local total = tonumber(ARGV[9])
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local kept = 0
for _, n in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  if redis.call('ZSCORE', KEYS[3], ARGV[3] .. n) then
    kept = kept + 1
  else
    redis.call('LREM', KEYS[1], 0, n)
    redis.call('DEL', ARGV[4] .. n)
  end
end
if kept < perSession then
  while redis.call('ZCARD', KEYS[3]) >= total do
    local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
    local h = string.sub(oldest, 1, 64)
    if h == ARGV[11] then return -1 end
    local gone = redis.call('EXISTS', P .. 'session:' .. h) == 0
    if not gone and not redis.call('ZSCORE', KEYS[4], h) then return -1 end
    drop(h)
    redis.call('ZREM', KEYS[3], oldest)
  end
end
while kept >= perSession do
  local oldest = redis.call('LPOP', KEYS[1])
  if not oldest then break end
  redis.call('DEL', ARGV[4] .. oldest)
  redis.call('ZREM', KEYS[3], ARGV[3] .. oldest)
  kept = kept - 1
end
if not redis.call('SET', KEYS[2], ARGV[10], 'NX', 'PX', ARGV[7]) then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[7]) then redis.call('PEXPIRE', KEYS[1], ARGV[7]) end
redis.call('ZADD', KEYS[3], ARGV[6], ARGV[3] .. ARGV[2])
return 1
`

// KEYS: session key, the index of its kind (anonymous or signed in). ARGV: P, value, ttl ms,
// now, cap, H, expiresAt. Returns 1 stored, 0 the id is taken. A full kind evicts its session
// nearest to expiry (the oldest, as every session of a kind shares a TTL): refusing would let
// anyone who fills it lock later visitors out.
const CREATE_SESSION = `${DROP_SESSION}
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
while redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) do
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  drop(oldest)
  redis.call('ZREM', KEYS[2], oldest)
end
if not redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[7], ARGV[6])
return 1
`

// KEYS: session key. ARGV: P, H.
const DELETE_SESSION = `${DROP_SESSION}
drop(ARGV[2])
return 1
`

type Arg = string | number
type Scripts = {
  gatehouseAuthPutNonce(...args: Arg[]): Promise<number>
  gatehouseAuthCreateSession(...args: Arg[]): Promise<number>
  gatehouseAuthDeleteSession(...args: Arg[]): Promise<number>
}

function withScripts(redis: Redis): Redis & Scripts {
  // defineCommand runs each script by EVALSHA, loading it on NOSCRIPT.
  redis.defineCommand('gatehouseAuthPutNonce', { numberOfKeys: 4, lua: PUT_NONCE })
  redis.defineCommand('gatehouseAuthCreateSession', { numberOfKeys: 2, lua: CREATE_SESSION })
  redis.defineCommand('gatehouseAuthDeleteSession', { numberOfKeys: 1, lua: DELETE_SESSION })
  return redis as Redis & Scripts
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

// Covers the Redis AuthStore against a real redis-server this file starts and stops itself: the
// shared store contract, expiry on an injected clock, the caps, what the keys hold (hashed ids,
// Redis TTLs), two instances sharing one Redis, and Redis failures as AuthUnavailableError.
// Route-level flows on Redis are in redisAuthRoutes.test.ts. Without redis-server this fails.
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { silentLogger } from '../http/logger'
import { authStoreContract, authStoreExpiryContract } from '../testing/authStoreContract'
import { freePort, useRedisServer } from '../testing/redisTestServer'
import type { AuthStore } from './authStore'
import { createRedisClient } from './createRedisClient'
import { randomHex } from './randomToken'
import { createRedisStore, type RedisStoreOptions } from './redisStore'

const server = useRedisServer()
let client: Redis | undefined
const redis = () => client!

// Per test (once), so a redis-server that could not start fails each test with its reason.
beforeEach(() => {
  client ??= new Redis(server().url, { maxRetriesPerRequest: 1 })
})

afterAll(() => {
  client?.disconnect()
})

/** Each store gets its own key prefix on the shared server, so tests never see each other. */
function redisStore(options: Partial<RedisStoreOptions> = {}): AuthStore {
  return createRedisStore({
    redis: redis(),
    keyPrefix: `test:${randomHex(8)}:`,
    maxOutstandingNoncesPerSession: 5,
    maxOutstandingNoncesTotal: 1000,
    ...options,
  })
}

authStoreContract('redis store', async ({ perSession, total, maxSessions }) =>
  redisStore({
    maxOutstandingNoncesPerSession: perSession,
    maxOutstandingNoncesTotal: total,
    ...(maxSessions === undefined ? {} : { maxSessions }),
  }),
)

const anonymous = { kind: 'anonymous', createdAt: 0 } as const
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

authStoreExpiryContract('redis store', ({ total }) =>
  clocked(total === undefined ? {} : { maxOutstandingNoncesTotal: total }),
)

function clocked(options: Partial<RedisStoreOptions> = {}) {
  let now = 1_000_000
  const keyPrefix = `test:${randomHex(8)}:`
  const store = redisStore({ keyPrefix, ...options, now: () => now })
  return { store, keyPrefix, now: () => now, advance: (ms: number) => (now += ms) }
}

describe('redis store expiry', () => {
  test('behavior: a full session makes room for itself even when the server is full', async () => {
    const { store, now } = clocked({
      maxOutstandingNoncesPerSession: 2,
      maxOutstandingNoncesTotal: 2,
    })
    const sid = await store.createSession(anonymous, 600_000)
    for (const nonce of ['nonce0001', 'nonce0002', 'nonce0003']) {
      expect(await store.putNonce(sid, nonce, now() + 1000)).toBe('ok')
    }
    expect(await store.consumeNonce(sid, 'nonce0001')).toBeUndefined()
    expect(await store.consumeNonce(sid, 'nonce0003')).toBeDefined()
  })

  test('behavior: Redis drops nonces itself at their TTL (PX), on the real clock', async () => {
    const keyPrefix = `test:${randomHex(8)}:`
    const store = redisStore({ keyPrefix })
    const sid = await store.createSession(anonymous, 60_000)
    await store.putNonce(sid, 'nonce0001', Date.now() + 100)
    expect(await redis().exists(`${keyPrefix}nonce:${sha256(sid)}:nonce0001`)).toBe(1)
    // Waits for Redis to drop it (the event itself), however long its expiry cycle takes.
    await vi.waitFor(
      async () =>
        expect(await redis().exists(`${keyPrefix}nonce:${sha256(sid)}:nonce0001`)).toBe(0),
      { timeout: 5000, interval: 20 },
    )
    expect(await store.consumeNonce(sid, 'nonce0001')).toBeUndefined()
  })

  test('behavior: past maxSessions the oldest session of the kind goes, expired ones first', async () => {
    const { store, advance } = clocked({ maxSessions: 2 })
    const short = await store.createSession(anonymous, 1000)
    const long = await store.createSession(anonymous, 5000)
    advance(1000)
    const third = await store.createSession(anonymous, 1000)
    expect(await store.getSession(short)).toBeUndefined()
    expect(await store.getSession(long)).toBeDefined()
    expect(await store.getSession(third)).toBeDefined()
  })
})

describe('redis store keys', () => {
  test('behavior: keys hold the sha256 of the session id, never the id; all carry a TTL', async () => {
    const { store, keyPrefix, now } = clocked()
    const sid = await store.createSession(anonymous, 60_000)
    await store.putNonce(sid, 'nonce0001', now() + 30_000)
    const keys = await redis().keys(`${keyPrefix}*`)
    expect(keys.some((key) => key.includes(sid))).toBe(false)
    expect(keys).toContain(`${keyPrefix}session:${sha256(sid)}`)
    expect(keys).toContain(`${keyPrefix}nonce:${sha256(sid)}:nonce0001`)
    const sessionTtl = await redis().pttl(`${keyPrefix}session:${sha256(sid)}`)
    expect(sessionTtl).toBeGreaterThan(59_000)
    expect(sessionTtl).toBeLessThanOrEqual(60_000)
    const nonceTtl = await redis().pttl(`${keyPrefix}nonce:${sha256(sid)}:nonce0001`)
    expect(nonceTtl).toBeGreaterThan(29_000)
    expect(nonceTtl).toBeLessThanOrEqual(30_000)
    expect(await redis().pttl(`${keyPrefix}nonces:${sha256(sid)}`)).toBeGreaterThan(29_000)
  })

  test('behavior: logout deletes every key of the session', async () => {
    const { store, keyPrefix, now } = clocked()
    const sid = await store.createSession(anonymous, 60_000)
    await store.putNonce(sid, 'nonce0001', now() + 30_000)
    await store.putNonce(sid, 'nonce0002', now() + 30_000)
    await store.deleteSession(sid)
    expect(await redis().keys(`${keyPrefix}*:${sha256(sid)}*`)).toEqual([])
    expect(await redis().zcard(`${keyPrefix}nonce-index`)).toBe(0)
    expect(await redis().zcard(`${keyPrefix}session-index`)).toBe(0)
  })

  test('behavior: two server instances share one Redis: a nonce is spent once across both', async () => {
    const keyPrefix = `test:${randomHex(8)}:`
    const other = new Redis(server().url, { maxRetriesPerRequest: 1 })
    try {
      const a = redisStore({ keyPrefix })
      const b = redisStore({ keyPrefix, redis: other })
      const sid = await a.createSession(anonymous, 60_000)
      expect((await b.getSession(sid))?.data).toEqual(anonymous)
      await a.putNonce(sid, 'nonce0001', Date.now() + 60_000)
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consumeNonce(sid, 'nonce0001')),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
    } finally {
      other.disconnect()
    }
  })

  test('error: a client with its own keyPrefix is refused', () => {
    const prefixed = new Redis(server().url, { keyPrefix: 'x:', lazyConnect: true })
    expect(() => redisStore({ redis: prefixed })).toThrow(/keyPrefix/)
    prefixed.disconnect()
  })
})

describe('redis store failures', () => {
  const methods = (store: AuthStore) => [
    store.putNonce('a'.repeat(64), 'nonce0001', Date.now() + 1000),
    store.consumeNonce('a'.repeat(64), 'nonce0001'),
    store.createSession(anonymous, 1000),
    store.getSession('a'.repeat(64)),
    store.deleteSession('a'.repeat(64)),
  ]

  test('error: nothing listening → every method fails as AuthUnavailableError', async () => {
    const refused = createRedisClient(`redis://127.0.0.1:${await freePort()}`, silentLogger)
    try {
      const store = redisStore({ redis: refused, timeoutMs: 1500 })
      for (const result of await Promise.allSettled(methods(store))) {
        expect(result).toMatchObject({
          status: 'rejected',
          reason: { name: 'AuthUnavailableError' },
        })
      }
    } finally {
      refused.disconnect()
    }
  })

  test('error: a Redis that never answers → AuthUnavailableError after timeoutMs', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const hung = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1 })
    try {
      const store = redisStore({ redis: hung, timeoutMs: 200 })
      for (const result of await Promise.allSettled(methods(store))) {
        // The store's own timeout ended each (its cause says so), not ioredis giving up later.
        expect(result).toMatchObject({
          status: 'rejected',
          reason: { name: 'AuthUnavailableError', cause: { message: 'no reply in 200 ms' } },
        })
      }
    } finally {
      hung.disconnect()
      silent.close()
    }
  })
})

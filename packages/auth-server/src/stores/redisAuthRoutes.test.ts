// Covers the auth routes on the Redis store, in-process through createAuthHandler with real
// signatures and a redis-server this file starts and stops itself: the full nonce → verify →
// session → logout flow, parallel double submit, two handler instances sharing one Redis (nonces,
// sessions and rate limits), a `{ kind: 'redis', url }` store that connects only when used, and
// Redis stopping mid-run (503 on nonce/verify, /session still 200 {authenticated:false}, never
// 500). The store's own behaviour is in redisStore.test.ts; the route contract in routes/authRoutes.test.ts.
import { createHash } from 'node:crypto'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import type { Redis } from 'ioredis'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { silentLogger } from '../http/logger'
import { createAuthHandler } from '../routes/createAuthHandler'
import {
  alice,
  createHarness,
  type Harness,
  ORIGIN,
  signedRequest,
  signIn,
} from '../testing/authTestHarness'
import { useRedisServer } from '../testing/redisTestServer'
import { createRedisClient } from './createRedisClient'
import { randomHex } from './randomToken'
import { createRedisStore } from './redisStore'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A harness whose store is Redis on the harness's own clock. */
function redisHarness(
  redis: Redis,
  keyPrefix = `test:${randomHex(8)}:`,
  env: Record<string, string> = {},
) {
  let harness: Harness | undefined
  const store = createRedisStore({
    redis,
    keyPrefix,
    rateLimitKeyPrefix: `${keyPrefix}rl`,
    now: () => harness?.now() ?? Date.now(),
    maxOutstandingNoncesPerSession: 5,
    maxOutstandingNoncesTotal: 1000,
    timeoutMs: 1000,
  })
  harness = createHarness({ store, env })
  return { h: harness, keyPrefix }
}

describe('auth routes on a running Redis', () => {
  const server = useRedisServer()
  let client: Redis | undefined
  const redis = () => client!

  beforeEach(() => {
    client ??= createRedisClient(server().url, silentLogger)
  })

  afterAll(() => {
    client?.disconnect()
  })

  test('behavior: nonce → verify → session → logout, with the session kept in Redis', async () => {
    const { h, keyPrefix } = redisHarness(redis())
    const browser = h.browser()
    await browser.nonce()
    const anonymous = browser.cookie ?? ''
    expect(await redis().exists(`${keyPrefix}session:${sha256(anonymous)}`)).toBe(1)

    const res = await signIn(browser, alice, h.now(), { chainId: 10 })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: alice.address, chainId: 10 })
    const signedIn = browser.cookie ?? ''
    expect(signedIn).not.toBe(anonymous)
    expect(await redis().exists(`${keyPrefix}session:${sha256(anonymous)}`)).toBe(0)
    expect(await redis().exists(`${keyPrefix}session:${sha256(signedIn)}`)).toBe(1)
    expect(await browser.session()).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 10,
    })

    expect((await browser.logout()).status).toBe(204)
    expect(await redis().exists(`${keyPrefix}session:${sha256(signedIn)}`)).toBe(0)
    expect(await browser.session()).toEqual({ authenticated: false })
    // The old cookie is dead on the server, not only forgotten by this browser.
    const stale = h.browser()
    stale.cookie = signedIn
    expect(await stale.session()).toEqual({ authenticated: false })
    expect(h.logs.filter((entry) => entry.event === 'bug')).toEqual([])
  })

  test('error: rate-limit keys hold the session id’s hash, never the id (issue 24)', async () => {
    const { h, keyPrefix } = redisHarness(redis())
    const browser = h.browser()
    await browser.nonce()
    await browser.nonce() // the second is counted against the session the first started
    const sid = browser.cookie ?? ''
    const keys = await redis().keys(`${keyPrefix}rl*`)
    expect(keys.some((key) => key.includes(sha256(sid)))).toBe(true)
    expect(keys.filter((key) => key.includes(sid))).toEqual([])
  })

  test('error: parallel double submit → exactly one 200', async () => {
    const { h } = redisHarness(redis())
    const browser = h.browser()
    const request = await signedRequest(browser, alice, h.now())
    const results = await Promise.all(Array.from({ length: 5 }, () => browser.verify(request)))
    expect(results.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401])
  })

  test('behavior: two app instances on one Redis: a nonce from one signs in on the other, once', async () => {
    const first = redisHarness(redis())
    const second = redisHarness(redis(), first.keyPrefix)
    const a = first.h.browser()
    const request = await signedRequest(a, alice, first.h.now())
    const b = second.h.browser()
    b.cookie = a.cookie
    const [one, two] = await Promise.all([a.verify(request), b.verify(request)])
    expect([one.status, two.status].sort()).toEqual([200, 401])
    const winner = one.status === 200 ? a : b
    const other = winner === a ? second.h.browser() : first.h.browser()
    other.cookie = winner.cookie
    expect(await other.session()).toMatchObject({ authenticated: true, address: alice.address })
  })

  test('behavior: two app instances on one Redis share the rate limits', async () => {
    const env = { AUTH_RATE_NONCE_PER_IP: '3/60' }
    const first = redisHarness(redis(), undefined, env)
    const second = redisHarness(redis(), first.keyPrefix, env)
    const ip = '198.51.100.7'
    const statuses: number[] = []
    for (const { h } of [first, second, first, second]) {
      statuses.push((await h.browser(ip).request(AUTH_ROUTES.nonce)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const keys = await redis().keys(`${first.keyPrefix}rl:nonce:ip:*`)
    expect(keys).toHaveLength(1)
  })

  test('behavior: a { kind: "redis", url } store connects on first use and close() ends it', async () => {
    const clients = async () =>
      Number(/connected_clients:(\d+)/.exec(await redis().info('clients'))?.[1])
    const before = await clients()
    const handler = createAuthHandler({
      appOrigin: ORIGIN,
      store: { kind: 'redis', url: server().url, keyPrefix: `test:${randomHex(8)}:` },
    })
    expect(await clients()).toBe(before)
    const res = await handler(new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`))
    expect(res.status).toBe(200)
    expect(await clients()).toBe(before + 1)
    await handler.close()
    await expect.poll(clients).toBe(before)
  })
})

describe('auth routes when Redis stops mid-run', () => {
  const server = useRedisServer()
  let client: Redis | undefined
  const redis = () => client!

  beforeEach(() => {
    client ??= createRedisClient(server().url, silentLogger)
  })

  afterAll(() => {
    client?.disconnect()
  })

  test('error: nonce, verify, session and logout answer 503 unavailable with Retry-After', async () => {
    const { h } = redisHarness(redis())
    const signedIn = h.browser()
    expect((await signIn(signedIn, alice, h.now())).status).toBe(200)
    const pending = h.browser('192.0.2.2')
    const request = await signedRequest(pending, alice, h.now())

    await server().stop()

    const nonce = await h.browser('192.0.2.3').request(AUTH_ROUTES.nonce)
    expect(nonce.status).toBe(503)
    expect(await nonce.json()).toEqual({ error: 'unavailable' })
    expect(nonce.headers.get('retry-after')).toBe('5')
    expect(nonce.headers.get('cache-control')).toBe('no-store')

    const verify = await pending.verify(request)
    expect(verify.status).toBe(503)
    expect(await verify.json()).toEqual({ error: 'unavailable' })

    // Signed in or not, the server cannot tell while Redis is down: it says so, it does not sign
    // the visitor out.
    const session = await signedIn.request(AUTH_ROUTES.session)
    expect(session.status).toBe(503)
    expect(await session.json()).toEqual({ error: 'unavailable' })
    expect(session.headers.get('retry-after')).toBe('5')

    // The session cannot be deleted while Redis is down: say so (503) rather than pretend.
    expect((await signedIn.logout()).status).toBe(503)

    expect(h.logs.filter((entry) => entry.event === 'bug')).toEqual([])
    expect(h.logs.filter((entry) => entry.event === 'auth_unavailable').length).toBeGreaterThan(0)
    for (const entry of h.logs) expect(JSON.stringify(entry)).not.toContain(String(server().port))
  })
})

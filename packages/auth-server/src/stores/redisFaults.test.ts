// Covers the Redis store through an outage (issue 24), against a redis-server this file starts,
// stops and starts again by PID (append-only file, so what Redis held survives the restart, as a
// production Redis with persistence does): while it is down every auth route that needs it answers
// 503 with Retry-After (never 500), /session for a signed-in visitor included; once it is back,
// the same handler (no restart) issues nonces and signs in again, and a session from before the
// outage is still signed in.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { silentLogger } from '../http/logger'
import { alice, bob, createHarness, signedRequest, signIn } from '../testing/authTestHarness'
import { startRedisServer, type TestRedisServer } from '../testing/redisTestServer'
import { createRedisClient } from './createRedisClient'
import { createRedisStore } from './redisStore'

/** How long the test waits for the client to reconnect (its retry backs off to 1 s). */
const RECONNECT_WAIT_MS = 10_000

describe('given a Redis that goes down mid-traffic and comes back', () => {
  let dir: string
  let server: TestRedisServer | undefined
  let redis: Redis | undefined

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-redis-faults-'))
    server = await startRedisServer({ persistDir: dir })
    redis = createRedisClient(server.url, silentLogger)
  })

  afterAll(async () => {
    redis?.disconnect()
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  test('error: 503 with Retry-After while down, never 500; after it is back sign-in works and old sessions hold', async () => {
    const first = server as TestRedisServer
    const store = createRedisStore({ redis: redis as Redis, timeoutMs: 1000 })
    const h = createHarness({ store })
    const before = h.browser('192.0.2.1')
    expect((await signIn(before, alice, h.now())).status).toBe(200)
    // Its logout fails during the outage; whether Redis runs the queued delete once it is back is
    // ioredis' business, so the session checked afterwards is another one.
    const leaving = h.browser('192.0.2.6')
    expect((await signIn(leaving, bob, h.now())).status).toBe(200)
    const pending = h.browser('192.0.2.2')
    const request = await signedRequest(pending, alice, h.now())

    await first.stop()

    for (const res of [
      await h.browser('192.0.2.3').request(AUTH_ROUTES.nonce),
      await pending.verify(request),
      await before.request(AUTH_ROUTES.session),
      await leaving.logout(),
    ]) {
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(await res.json()).toEqual({ error: 'unavailable' })
    }
    // Without a cookie there is nothing to look up: signed out, whatever Redis does.
    expect(await h.browser('192.0.2.5').session()).toEqual({ authenticated: false })
    expect(h.logs.filter((entry) => entry.event === 'bug')).toEqual([])

    server = await startRedisServer({ port: first.port, persistDir: dir })
    // The same handler and client, no restart: it reconnects by itself.
    const after = h.browser('192.0.2.4')
    await vi.waitFor(
      async () => expect((await after.request(AUTH_ROUTES.nonce)).status).toBe(200),
      { timeout: RECONNECT_WAIT_MS, interval: 100 },
    )
    expect((await signIn(after, bob, h.now())).status).toBe(200)
    expect(await after.session()).toMatchObject({ authenticated: true, address: bob.address })
    // Redis kept it through the outage (its append-only file): still signed in.
    expect(await before.session()).toMatchObject({ authenticated: true, address: alice.address })
    expect(h.logs.filter((entry) => entry.event === 'bug')).toEqual([])
  }, 30_000)
})

// Covers createAuthHandler as a Web-standard handler: called directly (Request → Response), the
// same full sign-in through every way of mounting it (Hono app.all / app.route / mount() with and
// without path rewriting, a Next.js-style route module, a real @hono/node-server on loopback),
// non-default base paths and 404s outside them, option validation (AuthOptionError names the
// option), rate limits without a client address, proxyClientIp, and getSession. The route
// contract itself is in authRoutes.test.ts and the policies in their own files.
import { type AddressInfo, createServer } from 'node:net'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mount } from 'hono/mount'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { fromEnv } from '../config/fromEnv'
import { AuthOptionError } from '../errors/AuthOptionError'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import { proxyClientIp } from '../http/clientIp'
import type { LogEntry } from '../http/logger'
import { createMemoryStore } from '../stores/memoryStore'
import {
  alice,
  createHarness,
  type Fetch,
  type HarnessOptions,
  ORIGIN,
  signIn,
} from '../testing/authTestHarness'
import { type AuthHandler, createAuthHandler } from './createAuthHandler'

/** Nonce → verify → session → logout through `options`' mount; every step as a browser sees it. */
async function fullSignIn(options: HarnessOptions) {
  const h = createHarness(options)
  const browser = h.browser()
  const res = await signIn(browser, alice, h.now(), { chainId: 10 })
  expect(res.status).toBe(200)
  expect(await browser.session()).toEqual({
    authenticated: true,
    address: alice.address,
    chainId: 10,
  })
  expect(await h.handler.getSession(new Request(ORIGIN, { headers: cookieOf(browser) }))).toEqual({
    address: alice.address,
    chainId: 10,
  })
  expect((await browser.logout()).status).toBe(204)
  expect(await browser.session()).toEqual({ authenticated: false })
  expect(h.logs.filter((entry) => entry.event === 'bug')).toEqual([])
  return h
}

function cookieOf(browser: { cookieName: string; cookie: string | undefined }) {
  return { cookie: `${browser.cookieName}=${browser.cookie}` }
}

describe('as a Web-standard function', () => {
  test('behavior: (Request) => Promise<Response>, the whole flow at /api/auth', async () => {
    await fullSignIn({})
  })

  test('behavior: answers what apps/server answers: JSON 404 under and outside its base path', async () => {
    const handler = createAuthHandler({ appOrigin: ORIGIN })
    for (const path of ['/api/auth/unknown', '/api/auth', '/api/auth/nonce/', '/elsewhere']) {
      const res = await handler(new Request(`${ORIGIN}${path}`))
      expect(res.status, path).toBe(404)
      expect(await res.json(), path).toEqual({ error: 'not_found' })
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    const nonce = await handler(new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`))
    expect(nonce.status).toBe(200)
    expect(handler.basePath).toBe('/api/auth')
  })

  test('behavior: fits a Next.js App Router route module (export const GET = handler, POST = handler)', async () => {
    // What Next calls: the method's export with the request and a context of route params.
    type RouteContext = { params: Promise<{ route: string[] }> }
    type RouteModule = Record<'GET' | 'POST', (request: Request, context: RouteContext) => unknown>
    const handler = createAuthHandler(fromEnv({ APP_ORIGIN: ORIGIN }))
    const route: RouteModule = { GET: handler, POST: handler }
    const context = { params: Promise.resolve({ route: ['nonce'] }) }
    const res = (await route.GET(new Request(`${ORIGIN}/api/auth/nonce`), context)) as Response
    expect(res.status).toBe(200)
    const logout = (await route.POST(
      new Request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { origin: ORIGIN } }),
      { params: Promise.resolve({ route: ['logout'] }) },
    )) as Response
    expect(logout.status).toBe(204)
  })
})

describe('mounted in a Hono app', () => {
  const mounts: [string, HarnessOptions][] = [
    [
      "app.all('/api/auth/*', (c) => handler(c.req.raw))",
      {
        mount: (handler) => {
          const app = new Hono()
          app.get('/', (c) => c.text('home'))
          app.all('/api/auth/*', (c) => handler(c.req.raw))
          return app.fetch
        },
      },
    ],
    [
      "app.route('/api/auth', sub-app)",
      {
        mount: (handler) => {
          const auth = new Hono().all('/*', (c) => handler(c.req.raw))
          return new Hono().route('/api/auth', auth).fetch
        },
      },
    ],
    [
      'mount(handler, { replaceRequest: false }) at /api/auth/*',
      {
        mount: (handler) =>
          new Hono().all('/api/auth/*', mount(handler, { replaceRequest: false })).fetch,
      },
    ],
    [
      "app.mount('/auth', handler) (prefix stripped) with basePath '/'",
      {
        basePath: '/',
        publicBase: '/auth',
        mount: (handler) => new Hono().mount('/auth', handler).fetch,
      },
    ],
  ]

  test.each(mounts)('behavior: %s', async (_, options) => {
    await fullSignIn(options)
  })

  test("error: a stripping mount with the default basePath finds no route (use basePath '/')", async () => {
    const h = createHarness({
      publicBase: '/auth',
      mount: (handler) => new Hono().mount('/auth', handler).fetch,
    })
    expect((await h.browser().request('/auth/nonce')).status).toBe(404)
  })
})

describe('on a plain Node server (@hono/node-server)', () => {
  const servers: { close(): void }[] = []
  afterAll(() => {
    for (const server of servers) server.close()
  })

  test('behavior: serve({ fetch: handler }) answers over HTTP on loopback', async () => {
    await fullSignIn({
      mount: (handler) => {
        const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' })
        servers.push(server)
        const listening = new Promise<number>((resolve) =>
          server.once('listening', () => resolve((server.address() as AddressInfo).port)),
        )
        const viaHttp: Fetch = async (request) => {
          const url = new URL(request.url)
          const port = await listening
          const body = request.body ? await request.arrayBuffer() : undefined
          return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
            method: request.method,
            headers: request.headers,
            ...(body ? { body } : {}),
          })
        }
        return viaHttp
      },
    })
  })
})

describe('base path', () => {
  test.each([
    ['/auth', '/auth'],
    ['/v1/siwe/', '/v1/siwe'],
    ['/', ''],
  ])('behavior: basePath %j serves the routes under %j', async (basePath, normalised) => {
    const h = await fullSignIn({ basePath, publicBase: normalised })
    expect(h.handler.basePath).toBe(normalised)
    // The default paths are not this handler's any more.
    if (normalised !== '') {
      expect((await h.browser().request(AUTH_ROUTES.nonce)).status).toBe(404)
    }
  })

  test.each(['api/auth', '/api/:id', '/api/*', '/a/../b', '/a//b', '', 7])(
    'error: basePath %j is refused naming the option',
    (basePath) => {
      const options = { appOrigin: ORIGIN, basePath } as unknown as { appOrigin: string }
      expect(() => createAuthHandler(options)).toThrowError(AuthOptionError)
      expect(() => createAuthHandler(options)).toThrowError(/^basePath: must be a path/)
    },
  )
})

describe('options', () => {
  test('behavior: defaults equal fromEnv with only APP_ORIGIN; config is frozen', () => {
    const handler = createAuthHandler({ appOrigin: `${ORIGIN}/` })
    const { store: _, ...fromVariables } = fromEnv({ APP_ORIGIN: ORIGIN })
    expect(handler.config).toEqual(fromVariables)
    expect(Object.isFrozen(handler.config)).toBe(true)
    expect(Object.isFrozen(handler.config.rateLimits)).toBe(true)
  })

  test('behavior: typed options are taken as given', () => {
    const handler = createAuthHandler({
      appOrigin: 'http://localhost:5173',
      insecureLocalCookie: true,
      statement: 'Sign in to Example.',
      chainIds: [10, 1, 10],
      nonceTtlMs: 60_000,
      rateLimits: { nonceIp: { points: 1, durationS: 2 } },
      rpcUrls: { 1: 'https://eth.example', 137: 'https://polygon.example' },
    })
    expect(handler.config).toMatchObject({
      appOrigin: 'http://localhost:5173',
      appHost: 'localhost:5173',
      insecureLocalCookie: true,
      statement: 'Sign in to Example.',
      chainIds: [10, 1],
      nonceTtlMs: 60_000,
      rateLimits: { nonceIp: { points: 1, durationS: 2 }, verifyIp: { points: 20, durationS: 60 } },
      rpcUrls: { 1: 'https://eth.example' },
    })
  })

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['appOrigin', { appOrigin: undefined }, /^appOrigin: is required/],
    ['appOrigin', { appOrigin: 'http://app.example' }, /^appOrigin: must be https/],
    ['appOrigin', { appOrigin: 'https://app.example/path' }, /^appOrigin: must be an origin only/],
    ['statement', { statement: 'two\nlines' }, /^statement: must be one line/],
    ['chainIds', { chainIds: [] }, /^chainIds: must be a non-empty list/],
    ['chainIds', { chainIds: [1, 0] }, /^chainIds: must be a non-empty list/],
    ['insecureLocalCookie', { insecureLocalCookie: true }, /^insecureLocalCookie: allowed only/],
    ['insecureLocalCookie', { insecureLocalCookie: 'yes' }, /^insecureLocalCookie: must be true/],
    ['nonceTtlMs', { nonceTtlMs: 999 }, /^nonceTtlMs: must be an integer from 10000 to 3600000 ms/],
    ['sessionTtlMs', { sessionTtlMs: '60000' }, /^sessionTtlMs: must be an integer/],
    ['maxSessions', { maxSessions: 1.5 }, /^maxSessions: must be an integer/],
    ['rpcTimeoutMs', { rpcTimeoutMs: 50 }, /^rpcTimeoutMs: must be an integer from 100/],
    ['rateLimits', { rateLimits: 'fast' }, /^rateLimits: must be an object/],
    [
      'rateLimits.nonceIp',
      { rateLimits: { nonceIp: { points: 0, durationS: 60 } } },
      /^rateLimits\.nonceIp: must be/,
    ],
    [
      'rpcUrls.1',
      { rpcUrls: { 1: 'http://rpc.example/secret-key' } },
      /^rpcUrls\.1: must be an https/,
    ],
    [
      'rpcUrls.x',
      { rpcUrls: { mainnet: 'https://rpc.example' } },
      /^rpcUrls\.mainnet: must be keyed/,
    ],
    ['store', { store: 'redis' }, /^store: must be an AuthStore/],
    ['store', { store: { kind: 'disk' } }, /^store: must be an AuthStore/],
    ['store.url', { store: { kind: 'redis', url: 'http://h' } }, /^store\.url: must be a redis/],
    ['logger', { logger: 'console' }, /^logger: must be a function/],
    ['clientIp', { clientIp: 'x-forwarded-for' }, /^clientIp: must be a function/],
    ['now', { now: 1 }, /^now: must be a function/],
  ]

  test.each(invalid)('error: a bad %s is named (AuthOptionError)', (option, bad, message) => {
    const options = { appOrigin: ORIGIN, ...bad } as unknown as { appOrigin: string }
    let error: unknown
    try {
      createAuthHandler(options)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AuthOptionError)
    expect((error as AuthOptionError).name).toBe('AuthOptionError')
    expect((error as AuthOptionError).option.startsWith(option.replace(/\.x$/, ''))).toBe(true)
    expect((error as Error).message).toMatch(message)
    // An RPC URL may carry an API key: named, never echoed.
    expect((error as Error).message).not.toContain('secret-key')
  })
})

describe('rate limits without a socket', () => {
  test('behavior: no clientIp → per-session limits only; cookieless requests are not keyed', async () => {
    const handler = createAuthHandler({
      appOrigin: ORIGIN,
      rateLimits: {
        nonceIp: { points: 1, durationS: 60 },
        nonceSession: { points: 2, durationS: 60 },
      },
    })
    const nonce = (headers: Record<string, string> = {}) =>
      handler(new Request(`${ORIGIN}${AUTH_ROUTES.nonce}`, { headers }))
    // No address: the per-address limit of 1 never applies, even to one "client".
    const first = await nonce({ 'x-forwarded-for': '203.0.113.1' })
    expect((await nonce({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(200)
    // The session (cookie) is still limited: its first request had no session; two more pass.
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect((await nonce({ cookie })).status).toBe(200)
    expect((await nonce({ cookie })).status).toBe(200)
    expect((await nonce({ cookie })).status).toBe(429)
  })

  test("behavior: proxyClientIp keys on the trusted proxy's entry (rightmost, or hops from the right)", () => {
    const request = (value: string) =>
      new Request(ORIGIN, { headers: { 'x-forwarded-for': value, 'x-real-ip': ' 198.51.100.4 ' } })
    const forwarded = proxyClientIp('x-forwarded-for')
    expect(forwarded(request('spoofed, 203.0.113.7'))).toBe('203.0.113.7')
    expect(proxyClientIp('X-Forwarded-For', { hops: 2 })(request('a, 203.0.113.8, 10.0.0.1'))).toBe(
      '203.0.113.8',
    )
    // Shorter than the hops: not through every proxy, so one shared key (http/clientIp.test.ts).
    expect(proxyClientIp('x-forwarded-for', { hops: 3 })(request('203.0.113.7'))).toBe('unproxied')
    expect(proxyClientIp('x-real-ip')(request(''))).toBe('198.51.100.4')
    expect(forwarded(new Request(ORIGIN))).toBe('unproxied')
    expect(() => proxyClientIp('bad header')).toThrowError(/^clientIp: header must be/)
    expect(() => proxyClientIp('x-real-ip', { hops: 0 })).toThrowError(/^clientIp: hops must be/)
  })

  test('error: proxyClientIp limits per reported address', async () => {
    const h = createHarness({ env: { AUTH_RATE_NONCE_PER_IP: '1/60' } })
    expect((await h.browser('203.0.113.1').request(AUTH_ROUTES.nonce)).status).toBe(200)
    expect((await h.browser('203.0.113.1').request(AUTH_ROUTES.nonce)).status).toBe(429)
    expect((await h.browser('203.0.113.2').request(AUTH_ROUTES.nonce)).status).toBe(200)
  })
})

describe('getSession', () => {
  test('behavior: null without a signed-in session; the account once signed in; null after logout', async () => {
    const h = createHarness()
    const browser = h.browser()
    const ask = () => h.handler.getSession(new Request(ORIGIN, { headers: cookieOf(browser) }))
    expect(await h.handler.getSession(new Request(ORIGIN))).toBeNull()
    await browser.nonce()
    expect(browser.cookie).toBeDefined()
    expect(await ask()).toBeNull() // anonymous: a nonce only
    expect((await signIn(browser, alice, h.now())).status).toBe(200)
    expect(await ask()).toEqual({ address: alice.address, chainId: 1 })
    // Headers alone (Next.js: `await headers()`) work the same.
    expect(await h.handler.getSession(new Headers(cookieOf(browser)))).toEqual({
      address: alice.address,
      chainId: 1,
    })
    h.advance(h.config.sessionTtlMs)
    expect(await ask()).toBeNull() // expired
  })

  test("behavior: takes a Request, Headers, Next's headers() object or any { get(name) }", async () => {
    const h = createHarness()
    const browser = h.browser()
    await signIn(browser, alice, h.now())
    const { cookie } = cookieOf(browser)
    const signedIn = { address: alice.address, chainId: 1 }
    // Next.js 16's `await headers()`: a sealed HeadersAdapter, a Headers subclass with `get`
    // and an own `headers` field holding the raw Node headers (a plain object, no `get`).
    class NextHeadersAdapter extends Headers {
      readonly headers: Record<string, string>
      constructor(raw: Record<string, string>) {
        super(raw)
        this.headers = raw
      }
    }
    const nextShaped = {
      headers: { cookie },
      get: (name: string) => (/^cookie$/i.test(name) ? cookie : null),
    }
    const sources = [
      new Request(ORIGIN, { headers: { cookie } }),
      new Headers({ cookie }),
      new NextHeadersAdapter({ cookie }),
      nextShaped,
      { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : null) },
    ]
    for (const source of sources) expect(await h.handler.getSession(source)).toEqual(signedIn)
    // A Request-like object from another copy of undici (its headers have `get`) still works.
    expect(await h.handler.getSession({ headers: new Headers({ cookie }) } as never)).toEqual(
      signedIn,
    )
  })

  test('error: getSession refuses what is neither a Request nor headers (not a silent null)', async () => {
    const h = createHarness()
    for (const bad of [{}, { headers: { cookie: 'x' } }, null, 'cookie']) {
      await expect(h.handler.getSession(bad as never), String(bad)).rejects.toThrow(TypeError)
    }
  })

  test('behavior: logout ends it; garbage and the wrong cookie name are null', async () => {
    const h = createHarness()
    const browser = h.browser()
    await signIn(browser, alice, h.now())
    const signedIn = cookieOf(browser)
    await browser.logout()
    expect(await h.handler.getSession(new Headers(signedIn))).toBeNull()
    for (const cookie of [
      '__Host-sid=%',
      `sid=${'a'.repeat(64)}`,
      ';;;',
      `__Host-sid=${'A'.repeat(64)}`,
    ]) {
      expect(await h.handler.getSession(new Headers({ cookie })), cookie).toBeNull()
    }
  })

  test('behavior: reads the plain sid cookie of a loopback http origin', async () => {
    const h = createHarness({
      env: { APP_ORIGIN: 'http://127.0.0.1:3000', AUTH_INSECURE_LOCAL_COOKIE: 'true' },
    })
    const browser = h.browser()
    await signIn(browser, alice, h.now(), {
      domain: '127.0.0.1:3000',
      uri: 'http://127.0.0.1:3000',
    })
    expect(browser.cookieName).toBe('sid')
    expect(await h.handler.getSession(new Headers(cookieOf(browser)))).toMatchObject({
      address: alice.address,
    })
  })

  test('error: a store outage is null (never signed in by accident) and logged; bugs throw', async () => {
    const logs: LogEntry[] = []
    const failing = (error: Error): AuthHandler =>
      createAuthHandler({
        appOrigin: ORIGIN,
        logger: (entry) => logs.push(entry),
        store: {
          ...createMemoryStore(),
          getSession: () => Promise.reject(error),
        },
      })
    const headers = new Headers({ cookie: `__Host-sid=${'a'.repeat(64)}` })
    const down = failing(new AuthUnavailableError('redis store: getSession failed'))
    expect(await down.getSession(headers)).toBeNull()
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'auth_unavailable' }),
    )
    await expect(failing(new TypeError('bug')).getSession(headers)).rejects.toThrow('bug')
  })
})

describe('no I/O at creation', () => {
  test('behavior: building a handler opens nothing; close() on a memory store is a no-op', async () => {
    // A port nobody listens on: a Redis store described with it must not be dialled until used.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    let connections = 0
    probe.on('connection', (socket) => {
      connections++
      socket.destroy()
    })
    const port = (probe.address() as AddressInfo).port
    // The client is lazy: ioredis dials only from connect(), which its first command would call.
    // Not called by the time the handler is closed (after which it can never be) proves nothing
    // was dialled, with no wait for a connection that might have come later.
    const connect = vi.spyOn(Redis.prototype, 'connect')
    try {
      const handler = createAuthHandler(
        fromEnv({
          APP_ORIGIN: ORIGIN,
          AUTH_STORE: 'redis',
          REDIS_URL: `redis://127.0.0.1:${port}`,
        }),
      )
      await handler.close()
      expect(connect).not.toHaveBeenCalled()
      expect(connections).toBe(0)
      await createAuthHandler({ appOrigin: ORIGIN }).close()
    } finally {
      connect.mockRestore()
      probe.close()
    }
  })
})

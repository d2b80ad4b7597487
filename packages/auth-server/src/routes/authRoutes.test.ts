// Covers the auth API's contract in-process with real signatures: nonce, verify, session, logout,
// session rotation, headers on every answer (no-store, no CORS), 404/405, and garbage cookies.
// Policy checks, request guards, logs and config have their own files; mounting (Hono, Next-style,
// base paths) and getSession are in createAuthHandler.test.ts.

import {
  AUTH_ROUTES,
  createAuthAdapter,
  errorResponseSchema,
  isSiweNonce,
  NONCE_TTL_MS,
  sessionResponseSchema,
  verifyResponseSchema,
} from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { alice, createHarness, HOST, ORIGIN, START, signIn } from '../testing/authTestHarness'

describe('GET /api/auth/nonce', () => {
  test('behavior: answers a 128-bit hex nonce valid for NONCE_TTL_MS and starts a session', async () => {
    const h = createHarness()
    const browser = h.browser()
    const res = await browser.request(AUTH_ROUTES.nonce)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(isSiweNonce(body.nonce)).toBe(true)
    expect(body.expiresAt).toBe(new Date(START + NONCE_TTL_MS).toISOString())
    expect(body.issuedAt).toBe(new Date(START).toISOString())
    expect(Object.keys(body)).toEqual(['nonce', 'expiresAt', 'issuedAt'])
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-sid=[0-9a-f]{64}; /)
    for (const part of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']) {
      expect(cookie).toContain(part)
    }
    expect(cookie).not.toContain('Domain')
    expect(await browser.session()).toEqual({ authenticated: false })
  })

  test('behavior: a caller with a session keeps it; every nonce is new', async () => {
    const browser = createHarness().browser()
    const first = await browser.nonce()
    const cookie = browser.cookie
    const res = await browser.request(AUTH_ROUTES.nonce)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect((await res.json()).nonce).not.toBe(first.nonce)
    expect(browser.cookie).toBe(cookie)
  })
})

describe('issuedAt in the nonce answer (issue 14.8)', () => {
  test('behavior: the createAuthAdapter client signs in with a 1-minute NONCE_TTL_MS and its clock 30 s behind', async () => {
    // Before issuedAt the client guessed the issue time as expiresAt − 5 min, so with this TTL it
    // took its own clock, 30 s before the nonce, and verify refused the message (401).
    const h = createHarness({ env: { NONCE_TTL_MS: '60000' } })
    const browser = h.browser()
    const adapter = createAuthAdapter({
      fetch: (input, init) => browser.request(String(input), init),
      domain: HOST,
      uri: ORIGIN,
      now: () => new Date(h.now() - 30_000),
    })
    const { nonce, issuedAt } = await adapter.getNonce()
    expect(issuedAt).toBe(new Date(START).toISOString())
    h.advance(5_000)
    const message = adapter.createMessage({ address: alice.address, chainId: 1, nonce })
    const signature = await alice.signMessage({ message })
    await expect(adapter.verify({ message, signature })).resolves.toEqual({
      address: alice.address,
      chainId: 1,
    })
    await expect(adapter.getSession()).resolves.toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 1,
    })
  })

  test('behavior: issuedAt is the server clock once the nonce is stored', async () => {
    const h = createHarness()
    h.advance(12_345)
    const { issuedAt, expiresAt } = await h.browser().nonce()
    expect(issuedAt).toBe(new Date(START + 12_345).toISOString())
    expect(Date.parse(expiresAt) - Date.parse(issuedAt ?? '')).toBe(NONCE_TTL_MS)
  })
})

describe('POST /api/auth/verify', () => {
  test('behavior: a valid signature answers {address, chainId} and rotates the session', async () => {
    const h = createHarness()
    const browser = h.browser()
    await browser.nonce()
    const anonymous = browser.cookie
    const res = await signIn(browser, alice, h.now(), { chainId: 137 })
    expect(res.status).toBe(200)
    const body = verifyResponseSchema.parse(await res.json())
    expect(body).toEqual({ address: alice.address, chainId: 137 })
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=[0-9a-f]{64}; Max-Age=86400; /)
    expect(browser.cookie).toBeDefined()
    expect(browser.cookie).not.toBe(anonymous)
    expect(await browser.session()).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 137,
    })
    // The pre-login id is gone from the server, not just replaced in this browser.
    const stale = h.browser()
    stale.cookie = anonymous
    expect(await stale.session()).toEqual({ authenticated: false })
  })

  test('behavior: the session ends at SESSION_TTL_MS, however active it is', async () => {
    const h = createHarness({ env: { SESSION_TTL_MS: '3600000' } })
    const browser = h.browser()
    expect((await signIn(browser, alice, h.now())).status).toBe(200)
    h.advance(3_599_000)
    expect(sessionResponseSchema.parse(await browser.session()).authenticated).toBe(true)
    h.advance(1_000)
    expect(await browser.session()).toEqual({ authenticated: false })
  })
})

describe('AUTH_INSECURE_LOCAL_COOKIE', () => {
  test('behavior: on a loopback http origin the cookie is a plain sid without Secure', async () => {
    const local = 'http://127.0.0.1:3000'
    const h = createHarness({ env: { APP_ORIGIN: local, AUTH_INSECURE_LOCAL_COOKIE: 'true' } })
    const browser = h.browser()
    const res = await browser.request(AUTH_ROUTES.nonce)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^sid=[0-9a-f]{64}; Max-Age=900; Path=\/; HttpOnly; SameSite=Strict$/)
    const signedIn = await signIn(browser, alice, h.now(), { domain: '127.0.0.1:3000', uri: local })
    expect(signedIn.status).toBe(200)
    expect(await browser.session()).toMatchObject({ authenticated: true })
  })

  test('behavior: without the flag a loopback origin still gets __Host-sid with Secure', async () => {
    const h = createHarness({ env: { APP_ORIGIN: 'http://localhost:3000' } })
    const res = await h.browser().request(AUTH_ROUTES.nonce)
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=.*; Secure/)
  })
})

describe('POST /api/auth/logout', () => {
  test('behavior: 204, deletes the server-side session and clears the cookie; idempotent', async () => {
    const h = createHarness()
    const browser = h.browser()
    await signIn(browser, alice, h.now())
    const signedIn = browser.cookie
    const res = await browser.logout()
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=; Max-Age=0; /)
    expect(await browser.session()).toEqual({ authenticated: false })
    // Replaying the old cookie does not bring the session back.
    const replay = h.browser()
    replay.cookie = signedIn
    expect(await replay.session()).toEqual({ authenticated: false })
    expect((await replay.logout()).status).toBe(204)
    expect((await h.browser().logout()).status).toBe(204)
  })
})

describe('every auth answer', () => {
  test('behavior: Cache-Control no-store and no CORS headers, errors included', async () => {
    const h = createHarness()
    const browser = h.browser()
    const crossOrigin = { origin: 'https://evil.example' }
    const responses = [
      await browser.request(AUTH_ROUTES.nonce, { headers: crossOrigin }),
      await browser.request(AUTH_ROUTES.session, { headers: crossOrigin }),
      await browser.verify({ message: 'x', signature: '0x00' }),
      await browser.verify({ message: 'x', signature: '0x00' }, crossOrigin),
      await browser.request(AUTH_ROUTES.verify, { method: 'OPTIONS', headers: crossOrigin }),
      await browser.request(AUTH_ROUTES.nonce, { method: 'DELETE' }),
      await browser.logout(),
      await browser.request('/api/auth/unknown'),
    ]
    for (const res of responses) {
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store')
      const cors = [...res.headers.keys()].filter((name) => name.startsWith('access-control-'))
      expect(cors, String(res.status)).toEqual([])
    }
  })

  test('error: a wrong method is 405 method_not_allowed with Allow', async () => {
    const browser = createHarness().browser()
    const cases = [
      [AUTH_ROUTES.nonce, 'POST', 'GET'],
      [AUTH_ROUTES.nonce, 'HEAD', 'GET'],
      [AUTH_ROUTES.session, 'DELETE', 'GET'],
      [AUTH_ROUTES.verify, 'GET', 'POST'],
      [AUTH_ROUTES.verify, 'OPTIONS', 'POST'],
      [AUTH_ROUTES.logout, 'GET', 'POST'],
      [AUTH_ROUTES.logout, 'PUT', 'POST'],
    ] as const
    for (const [route, method, allow] of cases) {
      const res = await browser.request(route, { method })
      expect(res.status, `${method} ${route}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${route}`).toBe(allow)
      if (method !== 'HEAD') expect(await res.json()).toEqual({ error: 'method_not_allowed' })
    }
  })

  test('error: an unknown path under /api/auth is a JSON 404', async () => {
    const res = await createHarness().browser().request('/api/auth/nonce/extra')
    expect(res.status).toBe(404)
    expect(errorResponseSchema.parse(await res.json())).toEqual({ error: 'not_found' })
  })
})

describe('garbage cookies', () => {
  const garbage = [
    '__Host-sid=',
    '__Host-sid=%',
    '__Host-sid=%E0%A4%A',
    `__Host-sid=${'f'.repeat(64)}`,
    `__Host-sid=${'F'.repeat(64)}`,
    `__Host-sid=${'a'.repeat(10_000)}`,
    '__Host-sid="quoted"',
    '__Host-sid=a; __Host-sid=b',
    'sid=0123',
    ';;;===;',
    '__Host-sid=\u00ff\u00fe',
    '__proto__=1; constructor=2',
  ]

  test('error: never 500 on any route; session answers {authenticated:false}', async () => {
    const h = createHarness()
    for (const cookie of garbage) {
      const browser = h.browser()
      const headers = { cookie }
      const session = await browser.request(AUTH_ROUTES.session, { headers })
      expect(session.status, cookie).toBe(200)
      expect(await session.json(), cookie).toEqual({ authenticated: false })
      const nonce = await browser.request(AUTH_ROUTES.nonce, { headers })
      expect(nonce.status, cookie).toBe(200)
      const verify = await browser.verify({ message: 'x', signature: '0x00' }, headers)
      expect(verify.status, cookie).toBe(400)
      const logout = await browser.request(AUTH_ROUTES.logout, { method: 'POST', headers })
      expect(logout.status, cookie).toBe(204)
    }
  })
})

// Covers the auth package as this server mounts it, in-process with app.request(): the routes win
// over the SPA fallback and are absent without auth settings, rate limits key on the socket's peer
// address (on X-Forwarded-For only from the proxies AUTH_TRUSTED_PROXIES trusts), each auth
// request is logged once with the auth outcome, and a handler built beforehand (main.ts) mounts
// the same way. The routes themselves are tested in packages/auth-server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createAuthHandler, type LogEntry } from '@gatehouse/auth-server'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { describe, expect, test } from 'vitest'
import { createApp } from './app'
import { type AuthConfig, parseAuthConfig } from './authConfig'
import { FORWARDED_FOR_IGNORED, socketClientIp, trustedClientIp } from './mountAuth'

const ORIGIN = 'https://app.example'

function config(env: Record<string, string> = {}): AuthConfig {
  const parsed = parseAuthConfig({ APP_ORIGIN: ORIGIN, ...env })
  if (!parsed) throw new Error('no config')
  return parsed
}

/** What @hono/node-server passes as the app's env: the incoming message and its socket. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('mounting', () => {
  test('behavior: auth routes win over the static SPA fallback', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-auth-static-'))
    try {
      await writeFile(path.join(dir, 'index.html'), '<!doctype html>')
      const app = createApp({ staticDir: dir, auth: { config: config() } })
      const res = await app.request(AUTH_ROUTES.session)
      expect(await res.json()).toEqual({ authenticated: false })
      const unknown = await app.request('/api/auth/unknown')
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ error: 'not_found' })
      expect((await app.request('/some/page')).status).toBe(200)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('behavior: without auth settings the routes are not served', async () => {
    expect(parseAuthConfig({ APP_ORIGIN: ' ' })).toBeUndefined()
    expect((await createApp().request(AUTH_ROUTES.session)).status).toBe(404)
  })

  test('behavior: a handler built beforehand (as main.ts does) is mounted the same way', async () => {
    const handler = createAuthHandler({ ...config(), clientIp: socketClientIp })
    const app = createApp({ auth: handler })
    const res = await app.request(AUTH_ROUTES.nonce)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=[0-9a-f]{64};/)
    await handler.close()
  })
})

describe('client address', () => {
  test('error: nonce requests are limited per socket address, whatever X-Forwarded-For says', async () => {
    const app = createApp({ auth: { config: config({ AUTH_RATE_NONCE_PER_IP: '2/60' }) } })
    const nonce = (address: string, forwardedFor = '203.0.113.50') =>
      app.request(
        AUTH_ROUTES.nonce,
        { headers: { 'x-forwarded-for': forwardedFor } },
        fromSocket(address),
      )
    expect((await nonce('198.51.100.1', 'a')).status).toBe(200)
    expect((await nonce('198.51.100.1', 'b')).status).toBe(200)
    const limited = await nonce('198.51.100.1', 'c')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'rate_limited' })
    // Another socket address is not affected, even with the same forwarded header.
    expect((await nonce('198.51.100.2')).status).toBe(200)
  })
})

describe('AUTH_TRUSTED_PROXIES (issue 14.9)', () => {
  /** An app whose nonce route allows 2 requests a minute per client address. */
  function limitedApp(trustedProxies: string) {
    const app = createApp({
      auth: {
        config: config({ AUTH_RATE_NONCE_PER_IP: '2/60', AUTH_TRUSTED_PROXIES: trustedProxies }),
      },
    })
    return (peer: string, forwardedFor?: string) =>
      app.request(
        AUTH_ROUTES.nonce,
        { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
        fromSocket(peer),
      )
  }

  test('behavior: behind a listed proxy each visitor has a limit of their own', async () => {
    const nonce = limitedApp('10.0.0.1,10.0.0.2')
    for (const visitor of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await nonce('10.0.0.1', visitor)).status).toBe(200)
      expect((await nonce('10.0.0.2', visitor)).status).toBe(200)
      expect((await nonce('10.0.0.1', visitor)).status).toBe(429)
    }
  })

  test('error: a forged header from an untrusted peer changes nothing', async () => {
    const nonce = limitedApp('10.0.0.1')
    expect((await nonce('198.51.100.1', '203.0.113.1')).status).toBe(200)
    expect((await nonce('198.51.100.1', '203.0.113.2')).status).toBe(200)
    // Still that socket's limit, whatever address or proxy it claims to come from.
    expect((await nonce('198.51.100.1', '203.0.113.3')).status).toBe(429)
    expect((await nonce('198.51.100.1', '10.0.0.1')).status).toBe(429)
    expect((await nonce('198.51.100.1')).status).toBe(429)
  })

  test('error: entries a visitor writes before the trusted hops change nothing', async () => {
    const nonce = limitedApp('1')
    expect((await nonce('10.0.0.1', '1.1.1.1, 203.0.113.1')).status).toBe(200)
    expect((await nonce('10.0.0.1', '2.2.2.2, 203.0.113.1')).status).toBe(200)
    expect((await nonce('10.0.0.1', '3.3.3.3, 203.0.113.1')).status).toBe(429)
    // The proxy's other visitors are not affected.
    expect((await nonce('10.0.0.1', '203.0.113.2')).status).toBe(200)
  })

  test('error: a header shorter than the hops is keyed on the socket’s peer, not on what it says', async () => {
    const nonce = limitedApp('2')
    // Not through both proxies: whatever the one entry (or none) says, the peer is the key.
    expect((await nonce('10.0.0.1', '203.0.113.1')).status).toBe(200)
    expect((await nonce('10.0.0.1', '203.0.113.2')).status).toBe(200)
    expect((await nonce('10.0.0.1', '203.0.113.3')).status).toBe(429)
    expect((await nonce('10.0.0.1')).status).toBe(429)
    // Through both: each visitor has a limit of their own, a spoofed leftmost entry changes nothing.
    expect((await nonce('10.0.0.1', '203.0.113.1, 10.0.0.2')).status).toBe(200)
    expect((await nonce('10.0.0.1', '9.9.9.9, 203.0.113.1, 10.0.0.2')).status).toBe(200)
    expect((await nonce('10.0.0.1', '8.8.8.8, 203.0.113.1, 10.0.0.2')).status).toBe(429)
  })

  test('behavior: unset, visitors behind one proxy share its limit (the default, unchanged)', async () => {
    const app = createApp({ auth: { config: config({ AUTH_RATE_NONCE_PER_IP: '2/60' }) } })
    const nonce = (visitor: string) =>
      app.request(
        AUTH_ROUTES.nonce,
        { headers: { 'x-forwarded-for': visitor } },
        fromSocket('10.0.0.1'),
      )
    expect((await nonce('203.0.113.1')).status).toBe(200)
    expect((await nonce('203.0.113.2')).status).toBe(200)
    expect((await nonce('203.0.113.3')).status).toBe(429)
  })

  test('behavior: a handler built as main.ts builds it trusts the same proxies', async () => {
    const { trustedProxies, ...options } = config({
      AUTH_RATE_NONCE_PER_IP: '1/60',
      AUTH_TRUSTED_PROXIES: '10.0.0.1',
    })
    const handler = createAuthHandler({ ...options, clientIp: trustedClientIp(trustedProxies) })
    const app = createApp({ auth: handler })
    const nonce = (peer: string, visitor: string) =>
      app.request(AUTH_ROUTES.nonce, { headers: { 'x-forwarded-for': visitor } }, fromSocket(peer))
    expect((await nonce('10.0.0.1', '203.0.113.1')).status).toBe(200)
    expect((await nonce('10.0.0.1', '203.0.113.2')).status).toBe(200)
    expect((await nonce('198.51.100.1', '203.0.113.3')).status).toBe(200)
    expect((await nonce('198.51.100.1', '203.0.113.4')).status).toBe(429)
    await handler.close()
  })
})

describe('request logs', () => {
  test('behavior: one line per request; auth lines carry the outcome and X-Request-Id', async () => {
    const logs: LogEntry[] = []
    const app = createApp({ auth: { config: config() }, logger: (entry) => logs.push(entry) })
    const auth = await app.request(`${AUTH_ROUTES.nonce}?secret=query`)
    const health = await app.request('/healthz')
    expect(logs).toHaveLength(2)
    const [authLine, healthLine] = logs
    expect(authLine).toMatchObject({
      event: 'request',
      method: 'GET',
      path: AUTH_ROUTES.nonce,
      status: 200,
      outcome: 'nonce_issued',
    })
    expect(auth.headers.get('x-request-id')).toBe(authLine?.requestId)
    expect(healthLine).toMatchObject({ event: 'request', path: '/healthz', status: 200 })
    expect(health.headers.get('x-request-id')).toBe(healthLine?.requestId)
  })
})

describe('X-Forwarded-For while AUTH_TRUSTED_PROXIES is unset (issue 24)', () => {
  const warnings = (entries: LogEntry[]) =>
    entries.filter((entry) => entry.event === 'forwarded_for_ignored')

  test('error: the first auth request with the header logs one warning naming the variable', async () => {
    const entries: LogEntry[] = []
    const app = createApp({ auth: { config: config() }, logger: (entry) => entries.push(entry) })
    await app.request(AUTH_ROUTES.session, {}, fromSocket('10.0.0.1'))
    expect(warnings(entries)).toEqual([])
    for (const visitor of ['203.0.113.1', '203.0.113.2']) {
      const headers = { 'x-forwarded-for': visitor }
      await app.request(AUTH_ROUTES.session, { headers }, fromSocket('10.0.0.1'))
    }
    expect(warnings(entries)).toEqual([
      expect.objectContaining({ level: 'warn', message: FORWARDED_FOR_IGNORED }),
    ])
    expect(FORWARDED_FOR_IGNORED).toContain('AUTH_TRUSTED_PROXIES')
  })

  test('behavior: nothing is warned when the proxies are trusted, or for a handler of unknown reading', async () => {
    const entries: LogEntry[] = []
    const log = (entry: LogEntry) => entries.push(entry)
    const headers = { 'x-forwarded-for': '203.0.113.1' }
    const trusted = createApp({
      auth: { config: config({ AUTH_TRUSTED_PROXIES: '1' }) },
      logger: log,
    })
    await trusted.request(AUTH_ROUTES.session, { headers }, fromSocket('10.0.0.1'))
    const handler = createAuthHandler(config())
    await createApp({ auth: handler, logger: log }).request(AUTH_ROUTES.session, { headers })
    expect(warnings(entries)).toEqual([])
    // main.ts says its handler reads the socket only: warned.
    await createApp({ auth: handler, trustedProxies: 'none', logger: log }).request(
      AUTH_ROUTES.session,
      { headers },
    )
    expect(warnings(entries)).toHaveLength(1)
  })
})

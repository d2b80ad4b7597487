// Covers the analytics sink in-process with app.request(): it exists only when the build sends
// analytics (security-headers.json says so, or createApp is told), else the path is a 404 like
// any unknown API path and nothing is logged; a Plausible page view is accepted (204) and logged
// at info level with its path only; oversized, malformed, mistyped and wrongly shaped bodies,
// and reports from another site's pages, are refused; nothing is fetched from anywhere. The
// browser side (one request with the demo built with analytics, none without) is
// e2e/analytics.spec.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LogEntry } from '@gatehouse/auth-server'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { ANALYTICS_MAX_BYTES, ANALYTICS_PATH, ANALYTICS_RATE } from './analyticsRoute'
import { createApp } from './app'
import { BUILD_SECURITY_FILE } from './readBuildOptions'

const PAGEVIEW = {
  n: 'pageview',
  v: 36,
  u: 'http://127.0.0.1:3000/?ref=secret',
  d: '127.0.0.1',
  r: null,
}

function appWithLog() {
  const entries: LogEntry[] = []
  return { app: createApp({ analytics: true, logger: (entry) => entries.push(entry) }), entries }
}

/** Where the page of PAGEVIEW posts: its own origin. */
const SINK = `http://127.0.0.1:3000${ANALYTICS_PATH}`

/** As the tracker on the app's own page sends it (a browser says same-origin). */
const post = (
  app: ReturnType<typeof createApp>,
  body: string,
  contentType = 'text/plain',
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
) =>
  app.request(SINK, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body })

afterEach(() => {
  vi.restoreAllMocks()
})

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

/** A built SPA in a temp dir whose security-headers.json is `file` (none when undefined). */
async function build(file?: object): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gatehouse-analytics-'))
  dirs.push(dir)
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  if (file) await writeFile(path.join(dir, BUILD_SECURITY_FILE), JSON.stringify(file))
  return dir
}

describe('whether the sink exists', () => {
  test.each([
    ['a build without analytics', { analytics: false }],
    ['a build that does not say (an older build)', {}],
    ['a build without security-headers.json', undefined],
  ])('error: %s answers 404 like any unknown API path, and logs no event', async (_, file) => {
    const entries: LogEntry[] = []
    const app = createApp({ staticDir: await build(file), logger: (entry) => entries.push(entry) })
    const response = await post(app, JSON.stringify(PAGEVIEW))
    expect(response.status).toBe(404)
    expect((await app.request('/api/unknown', { method: 'POST' })).status).toBe(404)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test('error: without a static dir or the option, the path is a 404', async () => {
    const entries: LogEntry[] = []
    const app = createApp({ logger: (entry) => entries.push(entry) })
    expect((await post(app, JSON.stringify(PAGEVIEW))).status).toBe(404)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test('behavior: a build with analytics on (VITE_ANALYTICS) gets the sink', async () => {
    const app = createApp({ staticDir: await build({ analytics: true }) })
    expect((await post(app, JSON.stringify(PAGEVIEW))).status).toBe(204)
  })

  test('behavior: the option wins over the build file', async () => {
    const dir = await build({ analytics: true })
    expect((await post(createApp({ staticDir: dir, analytics: false }), '{}')).status).toBe(404)
  })
})

describe(`POST ${ANALYTICS_PATH}`, () => {
  test('behavior: a page view answers 204 and is logged at info level, path only, forwarded nowhere', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { app, entries } = appWithLog()
    const res = await post(app, JSON.stringify(PAGEVIEW))
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    const logged = entries.filter((entry) => entry.event === 'analytics')
    expect(logged).toEqual([
      expect.objectContaining({ level: 'info', event: 'analytics', name: 'pageview', path: '/' }),
    ])
    expect(JSON.stringify(entries)).not.toContain('secret')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('behavior: an engagement event and a JSON content type are accepted', async () => {
    const { app } = appWithLog()
    const engagement = { ...PAGEVIEW, n: 'engagement', e: 3200, sd: 80, p: {} }
    expect((await post(app, JSON.stringify(engagement), 'application/json')).status).toBe(204)
  })

  test('error: a body over the size limit answers 413', async () => {
    const { app, entries } = appWithLog()
    const big = JSON.stringify({ ...PAGEVIEW, r: `http://x/${'a'.repeat(ANALYTICS_MAX_BYTES)}` })
    expect((await post(app, big)).status).toBe(413)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test.each([
    ['not JSON', 'pageview'],
    ['no event name', JSON.stringify({ ...PAGEVIEW, n: '' })],
    ['a URL that is not http(s)', JSON.stringify({ ...PAGEVIEW, u: 'javascript:alert(1)' })],
    ['no domain', JSON.stringify({ ...PAGEVIEW, d: undefined })],
    ['a non-string prop', JSON.stringify({ ...PAGEVIEW, p: { plan: 3 } })],
    ['an array', '[]'],
  ])('error: %s answers 400', async (_, body) => {
    const { app, entries } = appWithLog()
    expect((await post(app, body)).status).toBe(400)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test('error: another content type answers 415', async () => {
    const { app } = appWithLog()
    expect(
      (await post(app, JSON.stringify(PAGEVIEW), 'application/x-www-form-urlencoded')).status,
    ).toBe(415)
  })

  test("error: a report another site's page sent answers 403 and logs nothing", async () => {
    const { app, entries } = appWithLog()
    for (const site of ['cross-site', 'same-site']) {
      const response = await post(app, JSON.stringify(PAGEVIEW), 'text/plain', {
        'sec-fetch-site': site,
      })
      expect(response.status).toBe(403)
    }
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test('error: a request without Sec-Fetch-Site (not a browser page) answers 403 (issue 24)', async () => {
    const { app, entries } = appWithLog()
    expect((await post(app, JSON.stringify(PAGEVIEW), 'text/plain', {})).status).toBe(403)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test.each([
    ['another domain', { d: 'evil.example' }],
    ['a page on another origin', { u: 'https://evil.example/' }],
    ['a page on another port', { u: 'http://127.0.0.1:4000/' }],
  ])('error: an event naming %s answers 403 and logs nothing', async (_, change) => {
    const { app, entries } = appWithLog()
    expect((await post(app, JSON.stringify({ ...PAGEVIEW, ...change }))).status).toBe(403)
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test('behavior: with APP_ORIGIN known, events must name it', async () => {
    const app = createApp({ analytics: true, appOrigin: 'https://app.example' })
    const event = { ...PAGEVIEW, u: 'https://app.example/account', d: 'app.example' }
    const res = await app.request(`https://app.example${ANALYTICS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(event),
    })
    expect(res.status).toBe(204)
    expect((await post(app, JSON.stringify(PAGEVIEW))).status).toBe(403)
  })

  test('error: past the rate limit a client gets 429 and nothing more is logged', async () => {
    const { app, entries } = appWithLog()
    const codes: number[] = []
    for (let i = 0; i <= ANALYTICS_RATE.points; i++) {
      codes.push((await post(app, JSON.stringify(PAGEVIEW))).status)
    }
    expect(codes.slice(0, ANALYTICS_RATE.points).every((code) => code === 204)).toBe(true)
    expect(codes.at(-1)).toBe(429)
    expect(entries.filter((entry) => entry.event === 'analytics')).toHaveLength(
      ANALYTICS_RATE.points,
    )
  })

  test('behavior: analyticsRate replaces the limit, and Retry-After follows its window', async () => {
    // The e2e servers' case: every visitor is 127.0.0.1, so the default limit was one for the
    // whole suite and a fast machine met it (a 429 on a page that sent nothing wrong).
    const points = ANALYTICS_RATE.points + 5
    const app = createApp({ analytics: true, analyticsRate: { points, windowMs: 90_000 } })
    const codes: number[] = []
    for (let i = 0; i <= points; i++) codes.push((await post(app, JSON.stringify(PAGEVIEW))).status)
    expect(codes.slice(0, points).every((code) => code === 204)).toBe(true)
    const refused = await post(app, JSON.stringify(PAGEVIEW))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('90')
  })

  test("behavior: the app's own page (same-origin) is accepted", async () => {
    const { app } = appWithLog()
    const response = await post(app, JSON.stringify(PAGEVIEW))
    expect(response.status).toBe(204)
  })
})

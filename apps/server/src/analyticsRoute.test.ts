// Covers the analytics sink in-process with app.request(): a Plausible page view is accepted
// (204) and logged at debug level with its path only; oversized, malformed, mistyped and
// wrongly shaped bodies, and reports from another site's pages, are refused; nothing is fetched from anywhere. The browser side (one
// request with the demo built with analytics, none without) is e2e/analytics.spec.ts.
import type { LogEntry } from '@gatehouse/auth-server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ANALYTICS_MAX_BYTES, ANALYTICS_PATH } from './analyticsRoute'
import { createApp } from './app'

const PAGEVIEW = {
  n: 'pageview',
  v: 36,
  u: 'http://127.0.0.1:3000/?ref=secret',
  d: '127.0.0.1',
  r: null,
}

function appWithLog() {
  const entries: LogEntry[] = []
  return { app: createApp({ logger: (entry) => entries.push(entry) }), entries }
}

const post = (app: ReturnType<typeof createApp>, body: string, contentType = 'text/plain') =>
  app.request(ANALYTICS_PATH, { method: 'POST', headers: { 'content-type': contentType }, body })

afterEach(() => {
  vi.restoreAllMocks()
})

describe(`POST ${ANALYTICS_PATH}`, () => {
  test('behavior: a page view answers 204 and is logged at debug level, path only, forwarded nowhere', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { app, entries } = appWithLog()
    const res = await post(app, JSON.stringify(PAGEVIEW))
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    const logged = entries.filter((entry) => entry.event === 'analytics')
    expect(logged).toEqual([
      expect.objectContaining({ level: 'debug', event: 'analytics', name: 'pageview', path: '/' }),
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
      const response = await app.request(ANALYTICS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': site },
        body: JSON.stringify(PAGEVIEW),
      })
      expect(response.status).toBe(403)
    }
    expect(entries.some((entry) => entry.event === 'analytics')).toBe(false)
  })

  test("behavior: the app's own page (same-origin) is accepted", async () => {
    const { app } = appWithLog()
    const response = await app.request(ANALYTICS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(PAGEVIEW),
    })
    expect(response.status).toBe(204)
  })
})

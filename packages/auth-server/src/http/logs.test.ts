// Covers the structured logs: one JSON-able line per request with id, method, path, status and
// duration, and never a cookie value, session id, unconsumed nonce, signature or raw body;
// requestLog on its own in an app's Hono server; the JSON logger's format and its level threshold.
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { AuthOptionError } from '../errors/AuthOptionError'
import { createAuthHandler } from '../routes/createAuthHandler'
import { createMemoryStore } from '../stores/memoryStore'
import { alice, createHarness, ORIGIN, signedRequest } from '../testing/authTestHarness'
import { createJsonLogger, type LogEntry, type Logger, type LogLevel } from './logger'
import { type RequestLogEnv, requestLog } from './requestLog'

const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error']

describe('request logs', () => {
  test('behavior: one line per request with id, method, path, status and duration', async () => {
    const h = createHarness()
    const browser = h.browser()
    const res = await browser.request(`${AUTH_ROUTES.nonce}?secret=query`)
    expect(h.logs).toHaveLength(1)
    const [line] = h.logs
    expect(line).toMatchObject({
      level: 'info',
      event: 'request',
      method: 'GET',
      path: AUTH_ROUTES.nonce,
      status: 200,
      outcome: 'nonce_issued',
    })
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers.get('x-request-id')).toBe(line?.requestId)
    expect(typeof line?.durationMs).toBe('number')
  })

  test('behavior: requestLog in an app’s own Hono server: the same line, its id for the app', async () => {
    const logs: LogEntry[] = []
    let clock = 10
    const app = new Hono<RequestLogEnv>()
    app.use(
      '*',
      requestLog(
        (entry) => logs.push(entry),
        () => (clock += 2.5),
      ),
    )
    app.get('/healthz', (c) => c.json({ id: c.get('requestId') }))
    app.get('/boom', () => {
      throw new Error('bug')
    })
    const res = await app.request('/healthz?token=secret')
    const { id } = (await res.json()) as { id: string }
    expect(res.headers.get('x-request-id')).toBe(id)
    expect(logs).toEqual([
      {
        level: 'info',
        event: 'request',
        requestId: id,
        method: 'GET',
        path: '/healthz',
        status: 200,
        durationMs: 2.5,
        outcome: undefined,
      },
    ])
    expect((await app.request('/boom')).status).toBe(500)
    expect(logs[1]).toMatchObject({ level: 'error', path: '/boom', status: 500 })
  })

  test('behavior: the JSON logger writes one parseable line with a timestamp', () => {
    const lines: string[] = []
    createJsonLogger(
      (line) => lines.push(line),
      () => 0,
    )({ level: 'info', event: 'x', n: 1 })
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: '1970-01-01T00:00:00.000Z', level: 'info', event: 'x', n: 1 },
    ])
  })

  test('behavior: the JSON logger drops entries below its level, info by default', () => {
    const written = (logger: (write: (line: string) => void) => Logger) => {
      const lines: string[] = []
      const log = logger((line) => lines.push(line))
      for (const level of LOG_LEVELS) log({ level, event: level })
      return lines.map((line) => (JSON.parse(line) as { event: string }).event)
    }
    // the older positional form keeps writing every level, as it did before levels existed
    expect(written((write) => createJsonLogger(write))).toEqual(LOG_LEVELS)
    expect(written((write) => createJsonLogger({ write }))).toEqual(['info', 'warn', 'error'])
    expect(written((write) => createJsonLogger({ write, level: 'debug' }))).toEqual(LOG_LEVELS)
    expect(written((write) => createJsonLogger({ write, level: 'warn' }))).toEqual([
      'warn',
      'error',
    ])
    expect(written((write) => createJsonLogger({ write, level: 'error' }))).toEqual(['error'])
  })

  test('error: an unknown level is refused when the logger is made, naming the option', () => {
    // @ts-expect-error a JavaScript caller's typo
    expect(() => createJsonLogger({ level: 'verbose' })).toThrowError(AuthOptionError)
    // @ts-expect-error a JavaScript caller's typo
    expect(() => createJsonLogger({ level: 'verbose' })).toThrowError(
      'level: must be one of debug, info, warn, error, got "verbose"',
    )
  })

  test('error: logs never hold cookies, session ids, nonces, signatures or bodies', async () => {
    const h = createHarness()
    const secrets: string[] = []
    const browser = h.browser()
    // A full sign-in, a failed one, a replay, a logout: every secret that passes through.
    const request = await signedRequest(browser, alice, h.now())
    secrets.push(browser.cookie ?? '', request.signature, request.message)
    const unused = await browser.nonce()
    secrets.push(unused.nonce)
    await browser.verify(request)
    secrets.push(browser.cookie ?? '')
    await browser.verify(request)
    await browser.verify('{"message": "raw body marker", "signature": "0x00"}')
    secrets.push('raw body marker')
    await browser.session()
    await browser.logout()
    const text = JSON.stringify(h.logs)
    expect(h.logs.length).toBe(7)
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10)
      expect(text).not.toContain(secret)
    }
    // The message's nonce (consumed) is not logged either.
    expect(text).not.toMatch(/[0-9a-f]{32}/)
  })

  test('error: a bug is logged with its stack and answered with a bare 500', async () => {
    const logs: unknown[] = []
    const handler = createAuthHandler({
      appOrigin: ORIGIN,
      store: {
        ...createMemoryStore(),
        getSession: () => {
          throw new TypeError('bug in the store')
        },
      },
      logger: (entry) => logs.push(entry),
    })
    const res = await handler(
      new Request(`${ORIGIN}${AUTH_ROUTES.session}`, {
        headers: { cookie: `__Host-sid=${'a'.repeat(64)}` },
      }),
    )
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('{"error":"unavailable"}')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        event: 'bug',
        stack: expect.stringContaining('bug in the store'),
      }),
    )
  })
})

// One log line per request: request id, method, path (never the query), status, duration, and
// the auth outcome a route noted. The id is ours (random), echoed as X-Request-Id for support.
// The auth handler logs its own requests with it; an app's own server logs the rest (apps/server
// does), so every line has one shape. Typed through Hono's Env generic, like the handler's own
// variables (authEnv.ts), rather than a global `declare module 'hono'` in an installed package.
import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger'

/**
 * The Hono variables requestLog uses: it sets `requestId` (for an app's own lines, such as its
 * onError's) and logs `authOutcome` as `outcome` when a route set one (the auth routes do).
 */
export type RequestLogEnv = {
  Variables: {
    requestId: string
    authOutcome?: string
  }
}

const MAX_LOGGED_PATH = 200

/**
 * Hono middleware writing one `request` entry to `logger` per request, after the answer (level
 * `error` for a 5xx, else `info`), and setting `X-Request-Id` on the answer when its headers allow.
 * `now` is the clock for `durationMs` (default `performance.now`).
 */
export function requestLog(
  logger: Logger,
  now: () => number = performance.now.bind(performance),
): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const started = now()
    const requestId = crypto.randomUUID()
    c.set('requestId', requestId)
    try {
      await next()
    } finally {
      try {
        c.res.headers.set('X-Request-Id', requestId)
      } catch {
        // Some responses (e.g. Response.redirect) have immutable headers; the log line still has it.
      }
      logger({
        level: c.res.status >= 500 ? 'error' : 'info',
        event: 'request',
        requestId,
        method: c.req.method,
        path: c.req.path.slice(0, MAX_LOGGED_PATH),
        status: c.res.status,
        durationMs: Math.round((now() - started) * 100) / 100,
        outcome: c.get('authOutcome'),
      })
    }
  }
}

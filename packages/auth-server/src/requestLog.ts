// One log line per request: request id, method, path (never the query), status, duration, and
// the auth outcome a route noted. The id is ours (random), echoed as X-Request-Id for support.
import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger'

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string
    /** Why an auth request was refused (e.g. `domain_mismatch`): for logs only, never a response. */
    authOutcome: string
  }
}

const MAX_LOGGED_PATH = 200

export function requestLog(logger: Logger, now: () => number = performance.now.bind(performance)) {
  const middleware: MiddlewareHandler = async (c, next) => {
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
  return middleware
}

// One log line per request: request id, method, path (never the query), status, duration, and
// the auth outcome a route noted. The id is ours (random), echoed as X-Request-Id for support.
import type { AuthMiddleware } from './authEnv'
import type { Logger } from './logger'

const MAX_LOGGED_PATH = 200

export function requestLog(
  logger: Logger,
  now: () => number = performance.now.bind(performance),
): AuthMiddleware {
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

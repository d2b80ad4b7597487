// One log line per request the server itself answers (health check, static files): request id,
// method, path (never the query), status, duration. The id is ours (random), echoed as
// X-Request-Id for support. Auth requests are logged by the auth handler in the same shape.
import type { Logger } from '@gatehouse/auth-server'
import type { MiddlewareHandler } from 'hono'

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string
  }
}

const MAX_LOGGED_PATH = 200

export function requestLog(
  logger: Logger,
  now: () => number = performance.now.bind(performance),
): MiddlewareHandler {
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
      })
    }
  }
}

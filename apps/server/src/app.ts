// The server as a value: createApp builds the Hono app without listening, so tests drive it
// in-process with app.request() and main.ts / scripts/start.ts decide where it listens.
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type AuthDeps, authRoutes } from './auth/authRoutes'
import { type Logger, silentLogger } from './auth/logger'
import { requestLog } from './auth/requestLog'
import { staticSite } from './staticSite'

export type AppDeps = {
  /** A built SPA to serve (e.g. apps/demo/dist-local); without it only the API is served. */
  staticDir?: string
  /** The Sign-In with Ethereum routes under /api/auth; off without it. */
  auth?: AuthDeps
  /** One JSON line per request, plus bugs; without it nothing is logged. */
  logger?: Logger
}

export function createApp(deps: AppDeps = {}): Hono {
  const logger = deps.logger ?? silentLogger
  const app = new Hono()
  if (deps.logger) app.use('*', requestLog(deps.logger))
  app.get('/healthz', (c) => c.json({ ok: true }))
  if (deps.auth) app.route('/', authRoutes(deps.auth, logger))
  // Static files last: every API route registered above wins over the SPA fallback.
  if (deps.staticDir) app.get('*', staticSite(deps.staticDir))
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    logger({ level: 'error', event: 'bug', requestId: c.get('requestId'), stack: error.stack })
    return c.text('Internal Server Error', 500)
  })
  return app
}

// The server as a value: createApp builds the Hono app without listening, so tests drive it
// in-process with app.request() and main.ts / scripts/start.ts decide where it listens.
import { Hono } from 'hono'
import { staticSite } from './staticSite'

export type AppDeps = {
  /** A built SPA to serve (e.g. apps/demo/dist-local); without it only the API is served. */
  staticDir?: string
}

export function createApp(deps: AppDeps = {}): Hono {
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ ok: true }))
  // Static files last: every API route registered above wins over the SPA fallback.
  if (deps.staticDir) app.get('*', staticSite(deps.staticDir))
  return app
}

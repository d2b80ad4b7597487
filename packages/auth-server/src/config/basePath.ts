// Where the handler's routes live. One explicit prefix rather than "whatever path arrives": the
// handler must answer 404 for paths that are not its own, and a mount that strips its prefix
// (Hono's mount()) differs from one that keeps it (Next.js, app.route) only in this value.
import { AuthOptionError } from '../errors/AuthOptionError'

/** Where apps/server and the client adapter (@gatehouse/siwe's AUTH_ROUTES) expect the routes. */
export const DEFAULT_AUTH_BASE_PATH = '/api/auth'

export const AUTH_ROUTE_NAMES = ['nonce', 'verify', 'session', 'logout'] as const
export type AuthRouteName = (typeof AUTH_ROUTE_NAMES)[number]

const BASE_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?\/?$/

/**
 * `/api/auth` (default), `/auth/`, `/`: validated and without its trailing slash, so `/` becomes
 * '' and the routes are `/nonce`, …. Only plain segments: no `:param` or `*` that Hono would read
 * as a pattern, no `..`.
 */
export function normaliseBasePath(basePath: unknown = DEFAULT_AUTH_BASE_PATH): string {
  const valid =
    typeof basePath === 'string' &&
    BASE_PATH.test(basePath) &&
    !basePath.split('/').some((segment) => segment === '.' || segment === '..')
  if (!valid) {
    throw new AuthOptionError(
      'basePath',
      `must be a path such as /api/auth (letters, digits, . _ ~ - between slashes), got ${JSON.stringify(basePath) ?? String(basePath)}`,
    )
  }
  return basePath.replace(/\/$/, '')
}

export function routePath(base: string, route: AuthRouteName): string {
  return `${base}/${route}`
}

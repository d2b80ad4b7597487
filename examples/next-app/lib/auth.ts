import { type AuthHandler, createAuthHandler, fromEnv } from '@gatehouse/auth-server'
import { SIWE_STATEMENT } from './siwe'

// One handler for the auth routes, the members page and /api/me. Next.js may evaluate this
// module more than once in a server (per route bundle), and two memory stores would not see each
// other's sessions: keep it on globalThis. With the Redis store any number agree.
const shared = globalThis as { gatehouseAuth?: AuthHandler }

/** Sessions in this process's memory, or in Redis when REDIS_URL is set (AUTH_STORE overrides). */
const env = { AUTH_STORE: process.env.REDIS_URL ? 'redis' : 'memory', ...process.env }

/**
 * The Sign-In with Ethereum server, configured from the environment (APP_ORIGIN, AUTH_*, …).
 * Built on first use rather than at import: `next build` evaluates the route modules, and the
 * runtime variables (APP_ORIGIN is required) need not exist while building.
 */
export function getAuth(): AuthHandler {
  shared.gatehouseAuth ??= createAuthHandler({ ...fromEnv(env), statement: SIWE_STATEMENT })
  return shared.gatehouseAuth
}

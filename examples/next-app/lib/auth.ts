import { type AuthHandler, createAuthHandler, fromEnv } from '@gatehouse/auth-server'
import { SIWE_STATEMENT } from './siwe'

// Sessions in this process's memory, or in Redis when REDIS_URL is set (AUTH_STORE decides when
// given). fromEnv reads APP_ORIGIN, AUTH_*, … and is safe at module load during `next build`.
const { AUTH_STORE, REDIS_URL } = process.env
const store = AUTH_STORE?.trim() || (REDIS_URL?.trim() ? 'redis' : 'memory')

// One handler for the auth routes, the members page and /api/me. Next.js may evaluate this
// module more than once in a server (per route bundle), and two memory stores would not see each
// other's sessions: keep it on globalThis. With the Redis store any number agree.
const shared = globalThis as { gatehouseAuth?: AuthHandler }
shared.gatehouseAuth ??= createAuthHandler({
  ...fromEnv({ ...process.env, AUTH_STORE: store }),
  statement: SIWE_STATEMENT,
})
export const auth: AuthHandler = shared.gatehouseAuth

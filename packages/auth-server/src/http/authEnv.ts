// The per-request values the auth routes share inside the handler's own Hono app. Typed through
// Hono's Env generic rather than a global `declare module 'hono'`, which would leak into the
// types of every app that installs this package.
import type { Context, MiddlewareHandler } from 'hono'
import type { AuthStore } from '../stores/authStore'

/** The cookie's session as the store had it when the rate limit looked (undefined: none live). */
export type CookieSession = {
  id: string | undefined
  session: Awaited<ReturnType<AuthStore['getSession']>>
}

export type AuthEnv = {
  Variables: {
    /** Set by the request log (only when a logger is configured). */
    requestId: string
    /** Why an auth request ended as it did (e.g. `domain_mismatch`): for logs, never a response. */
    authOutcome: string
    /** Set by the rate limit, which must know whether the cookie names a live session. */
    cookieSession: CookieSession
  }
}

export type AuthRequestContext = Context<AuthEnv>
export type AuthMiddleware = MiddlewareHandler<AuthEnv>

// Checks that run before an auth route reads anything: method, where the request comes from,
// rate limits, media type and body size. Each answers with the contract's error on failure.
import { MAX_REQUEST_BODY_BYTES } from '@gatehouse/siwe'
import { bodyLimit } from 'hono/body-limit'
import type { AuthStore } from '../stores/authStore'
import type { RouteLimiter } from '../stores/rateLimits'
import type { AuthMiddleware, AuthRequestContext, CookieSession } from './authEnv'
import { authError, NO_STORE } from './authError'
import type { ClientIp } from './clientIp'
import type { SessionCookie } from './sessionCookie'

/** Every auth answer, errors included: never cached, never sniffed, never CORS headers. */
export const noStore: AuthMiddleware = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', NO_STORE)
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
}

/** 405 with `Allow` for any other method (HEAD and OPTIONS included: there is no CORS here). */
export function allowOnly(method: 'GET' | 'POST'): AuthMiddleware {
  return async (c, next) => {
    if (c.req.method !== method) return authError(c, 'method_not_allowed', { Allow: method })
    await next()
  }
}

/**
 * POSTs come only from our own pages: Origin must be the configured app origin (a request without
 * one is refused too) and Sec-Fetch-Site, when the browser sends it, must be same-origin.
 */
export function sameOriginPost(appOrigin: string): AuthMiddleware {
  return async (c, next) => {
    const site = c.req.header('Sec-Fetch-Site')
    if (c.req.header('Origin') !== appOrigin || (site !== undefined && site !== 'same-origin')) {
      c.set('authOutcome', 'cross_origin')
      return authError(c, 'forbidden')
    }
    await next()
  }
}

/** A GET that starts a session is refused when the browser says another site caused it. */
export const notCrossSite: AuthMiddleware = async (c, next) => {
  const site = c.req.header('Sec-Fetch-Site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    c.set('authOutcome', 'cross_site')
    return authError(c, 'forbidden')
  }
  await next()
}

/**
 * The cookie's session, looked up once per request: the rate limit needs it (only a live session
 * has a bucket of its own) and the route reuses it.
 */
export async function cookieSession(
  c: AuthRequestContext,
  store: AuthStore,
  cookie: SessionCookie,
): Promise<CookieSession> {
  const known = c.get('cookieSession')
  if (known) return known
  const id = cookie.read(c)
  const found = { id, session: id === undefined ? undefined : await store.getSession(id) }
  c.set('cookieSession', found)
  return found
}

/** What a fetch() from a page sends as Sec-Fetch-Mode (same-origin fetches say `cors` too). */
const FETCH_MODES = new Set(['cors', 'same-origin'])

/**
 * A nonce is for a script (the adapter's fetch, which asks for JSON), never a page or an image:
 * a cross-site navigation to it would replace the visitor's session cookie, in a browser without
 * Fetch Metadata too (issue 24). Refused: any Sec-Fetch-Mode but a fetch's, and, without
 * Sec-Fetch-Mode, an Accept that asks for HTML (what every browser's navigation sends) but not
 * JSON. A client that is not a browser (no Sec-Fetch-*, Accept `*\/*` or none) still gets one.
 */
export const notNavigation: AuthMiddleware = async (c, next) => {
  const mode = c.req.header('Sec-Fetch-Mode')
  const accept = (c.req.header('Accept') ?? '').toLowerCase()
  const wantsPage = accept.includes('text/html') && !accept.includes('application/json')
  if (mode === undefined ? wantsPage : !FETCH_MODES.has(mode)) {
    c.set('authOutcome', 'navigation')
    return authError(c, 'forbidden')
  }
  await next()
}

export function rateLimited(
  limit: RouteLimiter,
  clientIp: ClientIp,
  store: AuthStore,
  cookie: SessionCookie,
): AuthMiddleware {
  return async (c, next) => {
    const wait = await limit({
      address: clientIp(c.req.raw),
      session: async () => {
        const { id, session } = await cookieSession(c, store, cookie)
        if (id === undefined) return { kind: 'none' }
        return session ? { kind: 'live', id } : { kind: 'unknown' }
      },
    })
    if (wait) {
      c.set('authOutcome', 'rate_limited')
      return authError(c, 'rate_limited', { 'Retry-After': String(wait.retryAfterS) })
    }
    await next()
  }
}

/** `application/json`, optionally with `charset=utf-8`; anything else is 415. */
export const jsonOnly: AuthMiddleware = async (c, next) => {
  const [type = '', ...params] = (c.req.header('Content-Type') ?? '').split(';')
  const charsetOk = params.every((param) => {
    const [key = '', value = ''] = param.split('=').map((part) => part.trim().toLowerCase())
    return key !== 'charset' || value === 'utf-8' || value === '"utf-8"'
  })
  if (type.trim().toLowerCase() !== 'application/json' || !charsetOk) {
    return authError(c, 'unsupported_media_type')
  }
  await next()
}

const honoBodyLimit = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) => authError(c, 'payload_too_large'),
})

/**
 * Refuses a body over MAX_REQUEST_BODY_BYTES while reading it (or from Content-Length); a body
 * stream that fails while being read (the client went away) is a 400, not a 500.
 */
export const limitBody: AuthMiddleware = async (c, next) => {
  let reachedNext = false
  try {
    return await honoBodyLimit(c, () => {
      reachedNext = true
      return next()
    })
  } catch (error) {
    if (reachedNext) throw error
    c.set('authOutcome', 'body_unreadable')
    return authError(c, 'invalid_request')
  }
}

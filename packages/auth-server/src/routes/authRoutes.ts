// The auth API as a Hono app of its own, answering under `base` (createAuthHandler exposes its
// fetch). Each route is registered for every method so the wrong one gets 405 with Allow, then
// passes its guards in order: method → origin → rate limit → media type → body size → handler.
// Any other path is the contract's JSON 404.
import { Hono } from 'hono'
import { routePath } from '../config/basePath'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import type { AuthEnv } from '../http/authEnv'
import { authError, internalError } from '../http/authError'
import { type Logger, silentLogger } from '../http/logger'
import {
  allowOnly,
  jsonOnly,
  limitBody,
  noStore,
  notCrossSite,
  notNavigation,
  rateLimited,
  sameOriginPost,
} from '../http/requestGuards'
import { requestLog } from '../http/requestLog'
import type { AuthContext } from './authContext'
import { nonceRoute } from './nonceRoute'
import { logoutRoute, sessionRoute } from './sessionRoutes'
import { verifyRoute } from './verifyRoute'

/** `logger` undefined: no request lines and no X-Request-Id, as when none is configured. */
export function authRoutes(
  auth: AuthContext,
  base: string,
  logger: Logger | undefined,
): Hono<AuthEnv> {
  const log = logger ?? silentLogger
  const sameOrigin = sameOriginPost(auth.config.appOrigin)
  const limit = (route: 'nonce' | 'verify') =>
    rateLimited(auth.limits[route], auth.clientIp, auth.store, auth.cookie)

  const app = new Hono<AuthEnv>()
  if (logger) app.use('*', requestLog(logger))
  app.use('*', noStore)
  app.all(
    routePath(base, 'nonce'),
    allowOnly('GET'),
    notCrossSite,
    notNavigation,
    limit('nonce'),
    nonceRoute(auth),
  )
  app.all(
    routePath(base, 'verify'),
    allowOnly('POST'),
    sameOrigin,
    limit('verify'),
    jsonOnly,
    limitBody,
    verifyRoute(auth),
  )
  app.all(routePath(base, 'session'), allowOnly('GET'), sessionRoute(auth))
  app.all(routePath(base, 'logout'), allowOnly('POST'), sameOrigin, limitBody, logoutRoute(auth))
  app.all('*', (c) => authError(c, 'not_found'))

  app.onError((error, c) => {
    if (error instanceof AuthUnavailableError) {
      c.set('authOutcome', 'dependency_unavailable')
      log({
        level: 'warn',
        event: 'auth_unavailable',
        requestId: c.get('requestId'),
        error: error.message,
      })
      return authError(c, 'unavailable', { 'Retry-After': '5' })
    }
    log({
      level: 'error',
      event: 'bug',
      requestId: c.get('requestId'),
      error: error.name,
      stack: error.stack,
    })
    return internalError(c)
  })
  return app
}

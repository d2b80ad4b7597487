// The auth API as a Hono sub-app (createApp mounts it before the static catch-all). Each route
// is registered for every method so the wrong one gets 405 with Allow, then passes its guards in
// order: method → origin → rate limit → media type → body size → handler.
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { Hono } from 'hono'
import type { AuthConfig } from './authConfig'
import type { AuthContext } from './authContext'
import type { AuthStore } from './authStore'
import { type ClientIp, socketClientIp } from './clientIp'
import { createContractWalletCheck } from './contractWallets'
import { AuthUnavailableError, authError, internalError } from './errors'
import type { Logger } from './logger'
import { createMemoryStore } from './memoryStore'
import { nonceRoute } from './nonceRoute'
import { createRateLimits, type RateLimits } from './rateLimits'
import {
  allowOnly,
  jsonOnly,
  limitBody,
  noStore,
  notCrossSite,
  rateLimited,
  sameOriginPost,
} from './requestGuards'
import { sessionCookie } from './sessionCookie'
import { logoutRoute, sessionRoute } from './sessionRoutes'
import { verifyRoute } from './verifyRoute'
import type { ContractWalletCheck } from './verifySignature'

export type AuthDeps = {
  config: AuthConfig
  /** Default: createMemoryStore with the config's caps and `now`. */
  store?: AuthStore
  /** Epoch ms; tests inject a clock. Default Date.now. */
  now?: () => number
  /** Default: the socket's peer address (forwarded headers are not trusted). */
  clientIp?: ClientIp
  /**
   * ERC-1271 / ERC-6492 checks. Default: viem on the config's RPC URLs (createContractWalletCheck);
   * with none configured, only plain accounts sign in.
   */
  contractWallets?: ContractWalletCheck
  /** Default: in-process limits from the config (createRateLimits). */
  limits?: RateLimits
}

export const MAX_OUTSTANDING_NONCES_PER_SESSION = 5

export function authRoutes(deps: AuthDeps, logger: Logger): Hono {
  const { config } = deps
  const now = deps.now ?? Date.now
  const auth: AuthContext = {
    config,
    now,
    store:
      deps.store ??
      createMemoryStore({
        now,
        maxOutstandingNoncesPerSession: MAX_OUTSTANDING_NONCES_PER_SESSION,
        maxOutstandingNoncesTotal: config.maxOutstandingNonces,
        maxSessions: config.maxSessions,
      }),
    cookie: sessionCookie({ insecure: config.insecureLocalCookie }),
    limits: deps.limits ?? createRateLimits(config.rateLimits),
    clientIp: deps.clientIp ?? socketClientIp,
    contractWallets: deps.contractWallets ?? createContractWalletCheck(config),
  }
  const sameOrigin = sameOriginPost(config.appOrigin)
  const limit = (route: 'nonce' | 'verify') =>
    rateLimited(auth.limits[route], auth.clientIp, auth.cookie)

  const app = new Hono()
  app.use('/api/auth/*', noStore)
  app.all(AUTH_ROUTES.nonce, allowOnly('GET'), notCrossSite, limit('nonce'), nonceRoute(auth))
  app.all(
    AUTH_ROUTES.verify,
    allowOnly('POST'),
    sameOrigin,
    limit('verify'),
    jsonOnly,
    limitBody,
    verifyRoute(auth),
  )
  app.all(AUTH_ROUTES.session, allowOnly('GET'), sessionRoute(auth))
  app.all(AUTH_ROUTES.logout, allowOnly('POST'), sameOrigin, limitBody, logoutRoute(auth))
  app.all('/api/auth/*', (c) => authError(c, 'not_found'))

  app.onError((error, c) => {
    if (error instanceof AuthUnavailableError) {
      c.set('authOutcome', 'dependency_unavailable')
      logger({
        level: 'warn',
        event: 'auth_unavailable',
        requestId: c.get('requestId'),
        error: error.message,
      })
      return authError(c, 'unavailable', { 'Retry-After': '5' })
    }
    logger({
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

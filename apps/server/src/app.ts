// The server as a value: createApp builds the Hono app without listening, so tests drive it
// in-process with app.request() and main.ts / scripts/start.ts decide where it listens. The
// sign-in routes are @gatehouse/auth-server's handler, mounted at its base path (/api/auth).
import {
  type AuthHandler,
  type AuthStore,
  type ClientIp,
  type ContractWalletCheck,
  createAuthHandler,
  type Logger,
  type RequestLogEnv,
  requestLog,
  type SecurityHeadersOptions,
  silentLogger,
} from '@gatehouse/auth-server'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type AnalyticsOptions, mountAnalytics } from './analyticsRoute'
import type { AuthConfig } from './authConfig'
import { mountAuth, trustedClientIp } from './mountAuth'
import { readBuildOptions } from './readBuildOptions'
import { securityHeadersMiddleware } from './securityHeadersMiddleware'
import { staticSite } from './staticSite'
import type { TrustedProxies } from './trustedProxies'

// The request id the package's requestLog sets (RequestLogEnv), read by this app's onError and
// analytics lines through Hono's app-wide map, as securityHeadersMiddleware.ts does its styleNonce.
declare module 'hono' {
  interface ContextVariableMap {
    requestId: RequestLogEnv['Variables']['requestId']
  }
}

/** The auth settings (parseAuthConfig) and, for tests, what to use instead of the defaults. */
export type AuthDeps = {
  config: AuthConfig
  /** Default: the store config.store describes (memory unless AUTH_STORE=redis). */
  store?: AuthStore
  /** Epoch ms; tests inject a clock. Default Date.now. */
  now?: () => number
  /**
   * Default: the socket's peer address, or the address the proxies of config.trustedProxies
   * (AUTH_TRUSTED_PROXIES) report in X-Forwarded-For; the header is not trusted otherwise.
   */
  clientIp?: ClientIp
  /** Default: viem on the config's RPC URLs; with none, only plain accounts sign in. */
  contractWallets?: ContractWalletCheck
}

export type AppDeps = {
  /** A built SPA to serve (e.g. apps/demo/dist-local); without it only the API is served. */
  staticDir?: string
  /**
   * The Sign-In with Ethereum routes under /api/auth; off without it. Settings, or a handler
   * built already (main.ts, to close its Redis client on exit; give it
   * `clientIp: trustedClientIp(config.trustedProxies)`).
   */
  auth?: AuthDeps | AuthHandler
  /** One JSON line per request, plus bugs; without it nothing is logged. */
  logger?: Logger
  /**
   * What every response's Content-Security-Policy allows (RPC URLs, relay, Safe gateway and
   * hosts). Default: the static dir's security-headers.json, which the demo build writes; without
   * one, the page's own origin only.
   */
  securityHeaders?: SecurityHeadersOptions
  /** The app's public origin is https (APP_ORIGIN), even behind a TLS proxy: send HSTS. */
  https?: boolean
  /**
   * Mount the demo's analytics sink, POST /api/analytics/event. Default: what the static dir's
   * security-headers.json says (`analytics`, true when the demo was built with VITE_ANALYTICS=1);
   * off without one. Off, the path is a 404 like any unknown API path: a build that sends no
   * events leaves nobody a way to write lines into this server's log.
   */
  analytics?: boolean
  /** The analytics sink's rate limit per client address (default: ANALYTICS_RATE, analyticsRoute.ts). */
  analyticsRate?: AnalyticsOptions['rate']
  /**
   * The app's public origin (APP_ORIGIN), which analytics events must name. Default: the auth
   * settings' or handler's; without either, the origin each request was sent to.
   */
  appOrigin?: string
  /**
   * For a prebuilt `auth` handler: the AUTH_TRUSTED_PROXIES it was built with (none: unset), so
   * X-Forwarded-For arriving while unset is warned about. Without it nothing is warned.
   */
  trustedProxies?: TrustedProxies | 'none'
}

function authHandler(deps: AuthDeps, logger: Logger | undefined): AuthHandler {
  const { config, ...overrides } = deps
  const { trustedProxies, ...options } = config
  return createAuthHandler({
    ...options,
    clientIp: trustedClientIp(trustedProxies),
    ...overrides,
    ...(logger ? { logger } : {}),
  })
}

/** The app's public origin as the auth settings or handler know it. */
function authOrigin(auth: AppDeps['auth']): string | undefined {
  if (auth === undefined) return undefined
  return typeof auth === 'function' ? auth.config.appOrigin : auth.config.appOrigin
}

export function createApp(deps: AppDeps = {}): Hono {
  const logger = deps.logger ?? silentLogger
  const app = new Hono()
  const build = deps.staticDir ? readBuildOptions(deps.staticDir) : undefined
  // First, so every answer carries them, the auth API's and the error pages too.
  const security = deps.securityHeaders ?? build?.securityHeaders ?? {}
  app.use('*', securityHeadersMiddleware({ ...security, https: deps.https ?? false }))
  // Before the request log: the auth handler writes its own line per request (with the auth
  // outcome), and its answer ends the chain, so such a request is logged once.
  if (deps.auth) {
    const { auth } = deps
    const handler = typeof auth === 'function' ? auth : authHandler(auth, deps.logger)
    // Warned only when this server reads addresses from the socket alone: AUTH_TRUSTED_PROXIES
    // unset (for a prebuilt handler, as its builder says: main.ts).
    const socketOnly =
      typeof auth === 'function'
        ? deps.trustedProxies === 'none'
        : auth.config.trustedProxies === undefined && auth.clientIp === undefined
    mountAuth(app, handler, socketOnly ? { warnUntrustedForwardedFor: logger } : {})
  }
  // The auth handler's own request log, for every other request: one line shape for both.
  if (deps.logger) app.use('*', requestLog(deps.logger))
  app.get('/healthz', (c) => c.json({ ok: true }))
  if (deps.analytics ?? build?.analytics ?? false) {
    const appOrigin = deps.appOrigin ?? authOrigin(deps.auth)
    mountAnalytics(app, logger, {
      ...(appOrigin ? { appOrigin } : {}),
      ...(deps.analyticsRate ? { rate: deps.analyticsRate } : {}),
    })
  }
  // Static files last: every API route registered above wins over the SPA fallback.
  if (deps.staticDir) app.get('*', staticSite(deps.staticDir))
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    logger({ level: 'error', event: 'bug', requestId: c.get('requestId'), stack: error.stack })
    return c.text('Internal Server Error', 500)
  })
  return app
}

// The sign-in server as one Web-standard function: `(request: Request) => Promise<Response>`, with
// Hono inside. It answers `<basePath>/nonce|verify|session|logout` (default /api/auth) and a JSON
// 404 for any other path, so it mounts anywhere a Request is at hand: a Hono app, a Next.js route
// handler (`export const GET = handler, POST = handler`), @hono/node-server. The function also
// carries getSession for the app's own pages and close() for what it opened.
import type { Address } from 'viem'
import type { AuthConfig } from '../config/AuthConfig'
import type { AuthHandlerOptions } from '../config/AuthHandlerOptions'
import { normaliseBasePath } from '../config/basePath'
import { BUILD_PLACEHOLDER_ORIGIN, deferredEnvError, isNextBuild } from '../config/nextBuildPhase'
import { describeValue, resolveAuthConfig } from '../config/resolveAuthConfig'
import { AuthOptionError } from '../errors/AuthOptionError'
import { AuthUnavailableError } from '../errors/AuthUnavailableError'
import type { EnvError } from '../errors/EnvError'
import { noClientIp } from '../http/clientIp'
import { silentLogger } from '../http/logger'
import { type HeadersLike, sessionCookie } from '../http/sessionCookie'
import { checkStoreOption, createStoreBackend } from '../stores/storeBackend'
import { createContractWalletCheck } from '../verify/contractWallets'
import type { AuthContext } from './authContext'
import { authRoutes } from './authRoutes'

/**
 * Who is signed in, as the session route reports it, plus the Request ID and Resources of the
 * message they signed, when it had them.
 */
export type AuthSession = {
  address: Address
  chainId: number
  requestId?: string
  resources?: string[]
}

export type AuthHandler = ((request: Request) => Promise<Response>) & {
  /**
   * The signed-in account of the request's session cookie, or null (no cookie, an anonymous or
   * expired session, or the store is unreachable: never signed in by accident). Takes a Request
   * or its headers: `Headers`, Next.js' `await headers()`, anything with `get(name)`. Rejects
   * with a TypeError for anything else.
   */
  getSession(request: Request | HeadersLike): Promise<AuthSession | null>
  /**
   * Spends a nonce the nonce route issued to the request's session (its cookie) and tells when it
   * was issued, or undefined when that session holds no such live nonce: for a sign-in verified
   * outside this handler (`@gatehouse/auth-server/next-auth`'s provider with `nonce: handler`).
   * Takes what getSession takes.
   */
  consumeNonce(
    request: Request | HeadersLike,
    nonce: string,
  ): Promise<{ issuedAt: number } | undefined>
  /** Closes what the handler opened itself (the Redis client of a `{ kind: 'redis' }` store). */
  close(): Promise<void>
  /** The path the routes live under, normalised ('' for the root). */
  readonly basePath: string
  /** The validated configuration with every default filled in. */
  readonly config: AuthConfig
}

function optionalFunction<T>(name: keyof AuthHandlerOptions, value: T): T {
  if (value !== undefined && typeof value !== 'function') {
    throw new AuthOptionError(name, `must be a function, got ${describeValue(value)}`)
  }
  return value
}

/** Read-only for callers (`handler.config`): the routes keep reading this very object. */
function frozen(config: AuthConfig): AuthConfig {
  return Object.freeze({
    ...config,
    chainIds: Object.freeze([...config.chainIds]),
    rateLimits: Object.freeze({ ...config.rateLimits }),
    rpcUrls: Object.freeze({ ...config.rpcUrls }),
  })
}

function hasGet(value: unknown): value is HeadersLike {
  return typeof (value as Partial<HeadersLike> | null)?.get === 'function'
}

/**
 * The headers getSession reads: a Request's (also one from another copy of undici, whose headers
 * have `get`), or the argument itself when it has `get(name)`: Headers, Next.js' `await headers()`
 * or a plain `{ get }`. Next's object has its own `headers` field too (the raw Node headers, no
 * `get`), so "has a headers property" does not mean "is a Request".
 */
function headersOf(from: unknown): HeadersLike {
  if (from instanceof Request) return from.headers
  if (hasGet(from)) return from
  const inner = (from as { headers?: unknown } | null)?.headers
  if (hasGet(inner)) return inner
  // Only the kind of value: the argument may well carry a cookie.
  const kind = from === null ? 'null' : typeof from
  throw new TypeError(
    `getSession: expected a Request or its headers (anything with get(name)), got ${kind}`,
  )
}

/**
 * What `createAuthHandler(fromEnv())` gives during `next build` without APP_ORIGIN: every use
 * fails with fromEnv's EnvError (requests and getSession reject, `config` throws). It holds
 * nothing, so close() has nothing to do.
 */
function unconfiguredHandler(basePath: string, error: EnvError): AuthHandler {
  const fail = async (): Promise<never> => {
    throw error
  }
  const handler = Object.assign((_request: Request): Promise<Response> => fail(), {
    getSession: (_from: Request | HeadersLike): Promise<AuthSession | null> => fail(),
    consumeNonce: (_from: Request | HeadersLike, _nonce: string) => fail(),
    close: async () => {},
    basePath,
  })
  Object.defineProperty(handler, 'config', {
    enumerable: true,
    get(): AuthConfig {
      throw error
    },
  })
  return handler as typeof handler & { readonly config: AuthConfig }
}

/**
 * Validates the options (AuthOptionError names a bad one) and builds the handler. No I/O. Options
 * from fromEnv during `next build` without APP_ORIGIN give a handler that fails with that
 * EnvError when used; outside the build phase they throw it here (config/nextBuildPhase.ts).
 */
export function createAuthHandler(options: AuthHandlerOptions): AuthHandler {
  const missingOrigin = deferredEnvError(options)
  if (missingOrigin && !isNextBuild(process.env)) throw missingOrigin
  const config = frozen(
    resolveAuthConfig(
      missingOrigin ? { ...options, appOrigin: BUILD_PLACEHOLDER_ORIGIN } : options,
    ),
  )
  const basePath = normaliseBasePath(options.basePath)
  const logger = optionalFunction('logger', options.logger)
  const now = optionalFunction('now', options.now) ?? Date.now
  const clientIp = optionalFunction('clientIp', options.clientIp) ?? noClientIp
  const contractWallets = optionalFunction('contractWallets', options.contractWallets)
  if (missingOrigin) {
    checkStoreOption(options.store)
    return unconfiguredHandler(basePath, missingOrigin)
  }
  const backend = createStoreBackend(options.store, config, now, logger ?? silentLogger)
  const auth: AuthContext = {
    config,
    now,
    store: backend.store,
    cookie: sessionCookie({ insecure: config.insecureLocalCookie }),
    limits: backend.limits,
    clientIp,
    contractWallets: contractWallets ?? createContractWalletCheck(config),
  }
  const app = authRoutes(auth, basePath, logger)

  async function getSession(from: Request | HeadersLike): Promise<AuthSession | null> {
    const headers = headersOf(from)
    const id = auth.cookie.readFrom(headers)
    if (id === undefined) return null
    let session: Awaited<ReturnType<typeof auth.store.getSession>>
    try {
      session = await auth.store.getSession(id)
    } catch (error) {
      // As the session route: a store outage shows nobody as signed in, and is logged.
      if (!(error instanceof AuthUnavailableError)) throw error
      ;(logger ?? silentLogger)({ level: 'warn', event: 'auth_unavailable', error: error.message })
      return null
    }
    if (session?.data.kind !== 'authenticated') return null
    const { address, chainId, requestId, resources } = session.data
    return {
      address,
      chainId,
      ...(requestId === undefined ? {} : { requestId }),
      ...(resources === undefined ? {} : { resources }),
    }
  }

  async function consumeNonce(from: Request | HeadersLike, nonce: string) {
    const id = auth.cookie.readFrom(headersOf(from))
    return id === undefined ? undefined : auth.store.consumeNonce(id, nonce)
  }

  const handler = async (request: Request): Promise<Response> => app.fetch(request)
  return Object.assign(handler, {
    getSession,
    consumeNonce,
    close: backend.close,
    basePath,
    config,
  })
}

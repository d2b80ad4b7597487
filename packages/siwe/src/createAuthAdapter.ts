import { getAddress, isAddress } from 'viem'
import type { z } from 'zod'
import type { AuthAdapter } from './AuthAdapter'
import { AuthRequestError } from './AuthRequestError'
import { buildSiweMessage } from './buildSiweMessage'
import { AUTH_ROUTES, DEFAULT_SIWE_STATEMENT, NONCE_TTL_MS } from './constants'
import { SiweMessageError } from './SiweMessageError'
import {
  errorResponseSchema,
  nonceResponseSchema,
  sessionResponseSchema,
  verifyResponseSchema,
} from './schemas'

export type CreateAuthAdapterOptions = {
  /** Origin (or any prefix) before the routes; default '' (same origin as the page). */
  baseUrl?: string
  /**
   * Where the sign-in server is mounted; default '/api/auth' (`AUTH_ROUTES`). Set it to the
   * `basePath` given to `@gatehouse/auth-server`'s `createAuthHandler` when that differs.
   */
  basePath?: string
  fetch?: typeof fetch
  /** Default `DEFAULT_SIWE_STATEMENT`; must equal the server's configured statement. */
  statement?: string
  /** Default `location.host` in a browser; required elsewhere. */
  domain?: string
  /** Default `location.origin` in a browser; required elsewhere. */
  uri?: string
  now?: () => Date
  /** How long a message stays valid after it is created; default 5 minutes. */
  expirationMs?: number
}

type Schema<T> = z.ZodType<T>
type SendInit = { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

function pageLocation(): { host: string; origin: string } | undefined {
  return typeof window === 'undefined' ? undefined : window.location
}

/** The four routes under a mount point ('/api/auth' unless given). */
function authRoutes(basePath: string | undefined): Record<keyof typeof AUTH_ROUTES, string> {
  if (basePath === undefined) return AUTH_ROUTES
  if (!basePath.startsWith('/') || /[?#\s]/.test(basePath)) {
    throw new TypeError(
      `basePath must be a path starting with "/", got ${JSON.stringify(basePath)}`,
    )
  }
  const base = basePath.replace(/\/+$/, '')
  return {
    nonce: `${base}/nonce`,
    verify: `${base}/verify`,
    session: `${base}/session`,
    logout: `${base}/logout`,
  }
}

/** A fetch-based `AuthAdapter` for the Gatehouse auth API (`AUTH_ROUTES`). */
export function createAuthAdapter(options: CreateAuthAdapterOptions = {}): AuthAdapter {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
  const routes = authRoutes(options.basePath)
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? (() => new Date())
  const expirationMs = options.expirationMs ?? NONCE_TTL_MS

  async function send(path: string, init: SendInit): Promise<Response> {
    let response: Response
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        ...init,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...init.headers },
      })
    } catch (error) {
      throw new AuthRequestError(`Request to ${path} failed`, { status: 0, cause: error })
    }
    if (response.ok) return response
    const body: unknown = await response.json().catch(() => undefined)
    const parsed = errorResponseSchema.safeParse(body)
    const code = parsed.success ? parsed.data.error : undefined
    throw new AuthRequestError(`Request to ${path} answered ${response.status}`, {
      status: response.status,
      code,
    })
  }

  async function read<T>(path: string, response: Response, schema: Schema<T>): Promise<T> {
    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      throw new AuthRequestError(`Response from ${path} is not JSON`, {
        status: response.status,
        cause: error,
      })
    }
    const parsed = schema.safeParse(body)
    if (parsed.success) return parsed.data
    throw new AuthRequestError(`Response from ${path} does not match the contract`, {
      status: response.status,
      cause: parsed.error,
    })
  }

  async function get<T>(path: string, schema: Schema<T>): Promise<T> {
    return read(path, await send(path, { method: 'GET' }), schema)
  }

  function post(path: string, body: unknown): Promise<Response> {
    return send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }

  // When the server issued each nonce, in this client's clock: the server refuses a message
  // issued before its nonce, so a client clock running behind must not date the message earlier.
  const nonceIssuedAt = new Map<string, number>()

  return {
    async getNonce() {
      const response = await get(routes.nonce, nonceResponseSchema)
      nonceIssuedAt.clear()
      nonceIssuedAt.set(response.nonce, Date.parse(response.expiresAt) - NONCE_TTL_MS)
      return response
    },

    createMessage({ address, chainId, nonce }) {
      const location = pageLocation()
      const domain = options.domain ?? location?.host
      const uri = options.uri ?? location?.origin
      if (domain === undefined || uri === undefined) {
        throw new SiweMessageError('domain and uri are required outside a browser')
      }
      if (!Number.isFinite(expirationMs) || expirationMs <= 0) {
        throw new SiweMessageError('expirationMs must be a positive number')
      }
      const serverIssued = nonceIssuedAt.get(nonce)
      const issued = new Date(Math.max(now().getTime(), serverIssued ?? Number.NEGATIVE_INFINITY))
      return buildSiweMessage({
        domain,
        // Some wallets report lower-case addresses; the message always carries the EIP-55 form.
        address: isAddress(address, { strict: false }) ? getAddress(address) : address,
        statement: options.statement ?? DEFAULT_SIWE_STATEMENT,
        uri,
        version: '1',
        chainId,
        nonce,
        issuedAt: issued.toISOString(),
        expirationTime: new Date(issued.getTime() + expirationMs).toISOString(),
      })
    },

    async verify({ message, signature }) {
      const path = routes.verify
      return read(path, await post(path, { message, signature }), verifyResponseSchema)
    },

    getSession: () => get(routes.session, sessionResponseSchema),

    async signOut() {
      await post(routes.logout, {})
    },
  }
}

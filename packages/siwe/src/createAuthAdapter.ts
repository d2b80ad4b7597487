import { getAddress, isAddress } from 'viem'
import type { z } from 'zod'
import type { AuthAdapter, SiweMessageParams } from './AuthAdapter'
import { assertField } from './assertSiweFields'
import { buildSiweMessage } from './buildSiweMessage'
import { AUTH_ROUTES, DEFAULT_SIWE_STATEMENT, NONCE_TTL_MS } from './constants'
import { AuthRequestError } from './errors/auth'
import { SiweMessageError } from './errors/siwe'
import { isTimeout, timeoutOption, withDeadline } from './requestDeadline'
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
  /**
   * Deadline of each request (nonce, verify, session, logout), response body included; default
   * 15 s. Past it the request is aborted and the call rejects with an
   * `AuthRequestError` (status 0). A verify past its deadline also asks the server to end the
   * session (logout), so a late answer cannot leave the visitor signed in.
   */
  timeoutMs?: number
}

type Schema<T> = z.ZodType<T>
type SendInit = { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

/** Where the adapter dates a message from: the nonce's issue time on the server's clock. */
type IssuedNonce = {
  nonce: string
  /** Epoch ms on the server's clock (issuedAt), or undefined from a server that did not send it. */
  serverIssuedAt: number | undefined
  /** expiresAt − NONCE_TTL_MS: the old guess, for servers without issuedAt. */
  guessedIssuedAt: number
  /** This client's clock when the nonce arrived. */
  receivedAt: number
}

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
  const timeoutMs = timeoutOption(options.timeoutMs)

  async function send(path: string, init: SendInit, signal: AbortSignal): Promise<Response> {
    let response: Response
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        ...init,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...init.headers },
        signal,
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

  function get<T>(path: string, schema: Schema<T>): Promise<T> {
    return withDeadline(path, timeoutMs, async (signal) =>
      read(path, await send(path, { method: 'GET' }, signal), schema),
    )
  }

  function postInit(body: unknown): SendInit {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }
  }

  function logout(): Promise<void> {
    return withDeadline(routes.logout, timeoutMs, async (signal) => {
      await send(routes.logout, postInit({}), signal)
    })
  }

  // The nonce last fetched and when the server issued it: the server refuses a message issued
  // before its nonce, so a client clock running behind must not date the message earlier.
  let lastNonce: IssuedNonce | undefined

  /** The message's Issued At, in epoch ms. */
  function issuedAtFor(nonce: string): number {
    const at = now().getTime()
    if (lastNonce?.nonce !== nonce) return at
    const { serverIssuedAt, guessedIssuedAt, receivedAt } = lastNonce
    // The server's issue time plus the time passed here since it arrived: the server's clock, so
    // neither a client clock behind (before the nonce) nor ahead (in the future) is refused.
    if (serverIssuedAt !== undefined) return serverIssuedAt + Math.max(0, at - receivedAt)
    // An older server without issuedAt: guessed from expiresAt with this package's NONCE_TTL_MS.
    return Math.max(at, guessedIssuedAt)
  }

  /** Every field of the message but the account's (address, chain). */
  function messageParams(nonce: string): SiweMessageParams {
    const location = pageLocation()
    const domain = options.domain ?? location?.host
    const uri = options.uri ?? location?.origin
    if (domain === undefined || uri === undefined) {
      throw new SiweMessageError('domain and uri are required outside a browser')
    }
    if (!Number.isFinite(expirationMs) || expirationMs <= 0) {
      throw new SiweMessageError('expirationMs must be a positive number')
    }
    const issued = new Date(issuedAtFor(nonce))
    const params: SiweMessageParams = {
      domain,
      statement: options.statement ?? DEFAULT_SIWE_STATEMENT,
      uri,
      nonce,
      issuedAt: issued.toISOString(),
      expirationTime: new Date(issued.getTime() + expirationMs).toISOString(),
    }
    // The rules buildSiweMessage applies, checked here too: without an account the fields go to
    // a wallet as they are, and a field it could not write would only fail there.
    for (const [field, value] of Object.entries(params) as [keyof SiweMessageParams, unknown][])
      assertField(field, value)
    return params
  }

  return {
    async getNonce() {
      const response = await get(routes.nonce, nonceResponseSchema)
      lastNonce = {
        nonce: response.nonce,
        serverIssuedAt: response.issuedAt === undefined ? undefined : Date.parse(response.issuedAt),
        guessedIssuedAt: Date.parse(response.expiresAt) - NONCE_TTL_MS,
        receivedAt: now().getTime(),
      }
      return response
    },

    createMessage({ address, chainId, nonce }) {
      return buildSiweMessage({
        ...messageParams(nonce),
        // Some wallets report lower-case addresses; the message always carries the EIP-55 form.
        address: isAddress(address, { strict: false }) ? getAddress(address) : address,
        version: '1',
        chainId,
      })
    },

    // One-prompt sign-in: the wallet fills in its address and chain and signs, with the same
    // statement, times and nonce dating as createMessage, so the server's checks are the same.
    createMessageParams: ({ nonce }) => messageParams(nonce),

    async verify({ message, signature }) {
      const path = routes.verify
      try {
        return await withDeadline(path, timeoutMs, async (signal) =>
          read(
            path,
            await send(path, postInit({ message, signature }), signal),
            verifyResponseSchema,
          ),
        )
      } catch (error) {
        // Past the deadline the answer is dropped, but the server may still sign the session in
        // (or already has, if its headers arrived): end that session before reporting the failure,
        // so a late answer cannot sign the visitor in. Best effort, under its own deadline.
        if (isTimeout(error)) await logout().catch(() => undefined)
        throw error
      }
    },

    getSession: () => get(routes.session, sessionResponseSchema),

    signOut: logout,
  }
}

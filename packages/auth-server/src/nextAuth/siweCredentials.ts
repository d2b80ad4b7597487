// A NextAuth (Auth.js) Credentials provider for Sign-In with Ethereum, on this package's rules: the
// message must be canonical EIP-4361 (@gatehouse/siwe's parser), name the configured origin's
// domain and a URI on it, a chain of the allow-list, the configured statement and times that make
// sense now (checkMessage, as the verify route), carry a nonce the app issued to this browser, and
// be signed by its address: locally for a plain account, ERC-1271 / ERC-6492 through viem on the
// message's chain for a contract wallet (verify/contractWallets.ts, on `rpcUrls`).
//
// The nonce is NextAuth's CSRF token by default: NextAuth (v4 and v5) checks the token a
// Credentials sign-in posts against its cookie before calling authorize, so a message whose nonce
// is that token was signed for this browser. The token lives as long as its cookie, so a message
// is also accepted only within `nonceTtlMs` of its Issued At. For a single-use nonce, pass a
// Gatehouse handler as `nonce` (its nonce route issues one to the browser's `sid` session, and
// authorize spends it).
//
// The provider is the object NextAuth's own `Credentials()` returns, built here so this package
// never imports next-auth (an optional peer): the same object works in next-auth 4.24 and 5.
import { parseSiweMessage, type SiweFields, verifyRequestSchema } from '@gatehouse/siwe'
import type { Address } from 'viem'
import type { AuthConfig } from '../config/AuthConfig'
import type { AuthHandlerOptions } from '../config/AuthHandlerOptions'
import { BUILD_PLACEHOLDER_ORIGIN, isNextBuild } from '../config/nextBuildPhase'
import { resolveAuthConfig } from '../config/resolveAuthConfig'
import { AuthOptionError } from '../errors/AuthOptionError'
import type { HeadersLike } from '../http/sessionCookie'
import type { AuthHandler } from '../routes/createAuthHandler'
import { checkMessage } from '../verify/checkMessage'
import { createContractWalletCheck } from '../verify/contractWallets'
import { extrasFit } from '../verify/sessionExtras'
import { verifySignature } from '../verify/verifySignature'

/**
 * Where a message's nonce must come from: NextAuth's CSRF token (`'csrf'`, the default), or a
 * Gatehouse handler's nonce route (single use; the browser's `sid` cookie says whose it is).
 */
export type SiweNonceSource = 'csrf' | Pick<AuthHandler, 'consumeNonce'>

export type SiweCredentialsOptions = Pick<
  AuthHandlerOptions,
  | 'statement'
  | 'chainIds'
  | 'nonceTtlMs'
  | 'clockSkewMs'
  | 'rpcUrls'
  | 'rpcTimeoutMs'
  | 'rpcDeadlineMs'
  | 'contractWallets'
  | 'logger'
  | 'now'
> & {
  /**
   * The origin users sign in on (https, or http on localhost): a message must name its host as
   * domain and a URI on it. Required; during `next build` a missing one is deferred to the first
   * sign-in, so `process.env.NEXTAUTH_URL` may be unset while building.
   */
  appOrigin: string | undefined
  /** The provider's id, what `signIn(id)` names. Default `'credentials'`. */
  id?: string
  /** Shown on NextAuth's own sign-in page. Default `'Ethereum'`. */
  name?: string
  /** Default `'csrf'`. */
  nonce?: SiweNonceSource
}

/** Who signed in: `id` (the JWT's `sub`) and `name` are the EIP-55 address. */
export type SiweUser = { id: Address; name: Address; chainId: number }

/** What authorize reads: the signed message, its signature, and the CSRF token NextAuth checked. */
export type SiweCredentials = { message?: unknown; signature?: unknown; csrfToken?: unknown }

/** A Credentials provider, as `next-auth/providers/credentials` builds one (v4.24 and v5). */
export type SiweCredentialsProvider = {
  id: string
  name: string
  type: 'credentials'
  credentials: {
    message: { label: string; type: 'text' }
    signature: { label: string; type: 'text' }
  }
  /**
   * The signed-in account, or null for any message or signature refused (NextAuth answers
   * `CredentialsSignin`). Rejects with AuthUnavailableError when a contract wallet's RPC fails.
   */
  authorize(credentials: SiweCredentials | undefined, request?: unknown): Promise<SiweUser | null>
}

/** The Cookie header of what NextAuth hands authorize: a Request (v5) or `{ headers }` (v4). */
function headersOf(request: unknown): HeadersLike {
  if (request instanceof Request) return request.headers
  const headers = (request as { headers?: unknown } | null | undefined)?.headers
  if (typeof (headers as Partial<HeadersLike> | undefined)?.get === 'function')
    return headers as HeadersLike
  const record = (typeof headers === 'object' && headers !== null ? headers : {}) as Record<
    string,
    unknown
  >
  return {
    get(name) {
      const value = record[name.toLowerCase()]
      return typeof value === 'string' ? value : null
    },
  }
}

/**
 * The config, and a function that gives it, or throws during `next build` when the origin is
 * missing (the rest is validated on a placeholder origin, and the RPC URLs are the real ones).
 */
function resolveOrDefer(options: SiweCredentialsOptions): {
  resolved: AuthConfig
  config: () => AuthConfig
} {
  const missing = typeof options.appOrigin !== 'string' || options.appOrigin.trim() === ''
  const problem = new AuthOptionError(
    'appOrigin',
    'is required: the origin users sign in on, such as https://app.example.com (NEXTAUTH_URL)',
  )
  if (missing && !isNextBuild(process.env)) throw problem
  const resolved = resolveAuthConfig({
    ...options,
    appOrigin: missing ? BUILD_PLACEHOLDER_ORIGIN : (options.appOrigin as string),
  })
  return {
    resolved,
    config: () => {
      if (missing) throw problem
      return resolved
    },
  }
}

/**
 * A NextAuth Credentials provider that signs in with Ethereum (see the top of this file). Options
 * are validated here (AuthOptionError names a bad one); `authorize` never throws for a bad
 * message or signature, it answers null.
 */
export function siweCredentials(options: SiweCredentialsOptions): SiweCredentialsProvider {
  const { resolved, config } = resolveOrDefer(options)
  const now = options.now ?? Date.now
  const nonce = options.nonce ?? 'csrf'
  if (nonce !== 'csrf' && typeof nonce?.consumeNonce !== 'function') {
    throw new AuthOptionError('nonce', "must be 'csrf' or a Gatehouse auth handler")
  }
  const contractWallets = options.contractWallets ?? createContractWalletCheck(resolved)
  /** One log entry per sign-in attempt: its outcome (why it failed, which NextAuth never says). */
  const log = (outcome: string, fields: Partial<SiweFields> = {}) =>
    options.logger?.({
      level: 'info',
      event: 'next_auth_sign_in',
      outcome,
      ...(fields.chainId === undefined ? {} : { chainId: fields.chainId }),
    })
  const refuse = (outcome: string, fields?: SiweFields): null => {
    log(outcome, fields)
    return null
  }

  /** When the message's nonce was issued, or undefined when it is not this browser's. */
  async function nonceIssuedAt(
    fields: SiweFields,
    credentials: SiweCredentials,
    request: unknown,
    at: number,
  ): Promise<number | undefined> {
    if (nonce === 'csrf') {
      // The token's age is unknown: the message may be at most one nonce lifetime old.
      return credentials.csrfToken === fields.nonce ? at - config().nonceTtlMs : undefined
    }
    return (await nonce.consumeNonce(headersOf(request), fields.nonce))?.issuedAt
  }

  async function authorize(
    credentials: SiweCredentials | undefined,
    request?: unknown,
  ): Promise<SiweUser | null> {
    const posted = verifyRequestSchema.safeParse({
      message: credentials?.message,
      signature: credentials?.signature,
    })
    if (!credentials || !posted.success) return refuse('bad_request')
    const { message, signature } = posted.data
    let fields: SiweFields
    try {
      fields = parseSiweMessage(message)
    } catch {
      return refuse('message_not_canonical')
    }
    if (!extrasFit(fields)) return refuse('extras_too_large', fields)
    const at = now()
    const issuedAt = await nonceIssuedAt(fields, credentials, request, at)
    if (issuedAt === undefined) return refuse('unknown_nonce', fields)
    const failure = checkMessage(fields, { config: config(), now: at, nonceIssuedAt: issuedAt })
    if (failure) return refuse(failure, fields)
    const { address, chainId } = fields
    const check = { address, message, signature: signature as `0x${string}`, chainId }
    if (!(await verifySignature(check, contractWallets ? { contractWallets } : {})))
      return refuse('bad_signature', fields)
    log('signed_in', fields)
    return { id: address, name: address, chainId }
  }

  return {
    id: options.id ?? 'credentials',
    name: options.name ?? 'Ethereum',
    type: 'credentials',
    credentials: {
      message: { label: 'Message', type: 'text' },
      signature: { label: 'Signature', type: 'text' },
    },
    authorize,
  }
}

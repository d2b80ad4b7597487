// Auth configuration from the environment, validated with zod at start-up. Every check the routes
// make against "ours" (origin, host, statement, chains) reads from here, never from the request.
// A missing or bad value throws EnvError naming the variable.
import { DEFAULT_SIWE_STATEMENT, NONCE_TTL_MS } from '@gatehouse/siwe'
import { z } from 'zod'
import { EnvError } from '../EnvError'

export type RateLimit = { points: number; durationS: number }

export type AuthConfig = {
  /** `https://host[:port]` (or loopback http), normalised by URL. */
  appOrigin: string
  /** `host[:port]` of appOrigin: the only domain a message may name. */
  appHost: string
  statement: string
  chainIds: readonly number[]
  nonceTtlMs: number
  sessionTtlMs: number
  clockSkewMs: number
  /** Plain `sid` cookie without Secure; only ever true for a loopback http origin. */
  insecureLocalCookie: boolean
  maxOutstandingNonces: number
  maxSessions: number
  rateLimits: {
    nonceIp: RateLimit
    nonceSession: RateLimit
    verifyIp: RateLimit
    verifySession: RateLimit
  }
  /**
   * Chain id → JSON-RPC URL (`AUTH_RPC_URL_<chainId>`) for contract-wallet signatures (ERC-1271,
   * ERC-6492) on that chain. A sign-in chain without one accepts plain accounts only; there is no
   * public fallback. Trusted like a signer: https, or http on loopback only. Never logged.
   */
  rpcUrls: Readonly<Record<number, string>>
  /** Per JSON-RPC request to those URLs (AUTH_RPC_TIMEOUT_MS). */
  rpcTimeoutMs: number
  /** For a whole contract-wallet check, retries included (AUTH_RPC_DEADLINE_MS). */
  rpcDeadlineMs: number
}

/** The same statement the client adapter signs by default: one source, no drift. */
export const DEFAULT_STATEMENT = DEFAULT_SIWE_STATEMENT
export const MAINNET_CHAIN_IDS = [1, 137, 10, 42161, 7777777] as const
export const SEPOLIA_CHAIN_ID = 11155111
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])
const LOOPBACK_RPC_HOSTS = new Set([...LOOPBACK_HOSTS, '[::1]'])
const DAY_MS = 24 * 60 * 60 * 1000

type Source = Readonly<Record<string, string | undefined>>

function invalid(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

const originSchema = z.string().transform((raw, ctx) => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return invalid(ctx, `must be an origin such as https://app.example.com, got "${raw}"`)
  }
  if (url.href !== `${url.origin}/`) {
    return invalid(ctx, `must be an origin only (scheme, host, port), got "${raw}"`)
  }
  const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !loopback) {
    return invalid(ctx, `must be https (http only for localhost or 127.0.0.1), got "${raw}"`)
  }
  return url
})

const statementSchema = z
  .string()
  .max(500, 'must be at most 500 characters')
  .regex(/^[\x20-\x7e]+$/, 'must be one line of printable ASCII')

const chainIdsSchema = z.string().transform((raw, ctx) => {
  const parts = raw.split(',').map((part) => part.trim())
  if (!parts.every((part) => /^[1-9]\d{0,15}$/.test(part) && Number.isSafeInteger(Number(part)))) {
    return invalid(ctx, `must be comma-separated positive chain ids, got "${raw}"`)
  }
  return [...new Set(parts.map(Number))]
})

const flagSchema = z
  .enum(['true', 'false'], { error: 'must be "true" or "false"' })
  .transform((value) => value === 'true')

function integer(min: number, max: number, unit = '') {
  return z.string().transform((raw, ctx) => {
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      return invalid(ctx, `must be an integer from ${min} to ${max}${unit}, got "${raw}"`)
    }
    return value
  })
}

const rateSchema = z.string().transform((raw, ctx): RateLimit => {
  const match = /^(\d{1,9})\/(\d{1,7})$/.exec(raw)
  const points = Number(match?.[1])
  const durationS = Number(match?.[2])
  if (!match || points < 1 || durationS < 1) {
    return invalid(
      ctx,
      `must be "points/seconds" with both at least 1, such as "30/60", got "${raw}"`,
    )
  }
  return { points, durationS }
})

const envSchema = z
  .object({
    APP_ORIGIN: originSchema,
    SIWE_STATEMENT: statementSchema.default(DEFAULT_STATEMENT),
    AUTH_CHAIN_IDS: chainIdsSchema.optional(),
    ENABLE_TESTNETS: flagSchema.default(false),
    VITE_ENABLE_TESTNETS: flagSchema.default(false),
    AUTH_INSECURE_LOCAL_COOKIE: flagSchema.default(false),
    NONCE_TTL_MS: integer(10_000, 3_600_000, ' ms').default(NONCE_TTL_MS),
    SESSION_TTL_MS: integer(60_000, 30 * DAY_MS, ' ms').default(DAY_MS),
    AUTH_CLOCK_SKEW_MS: integer(0, 3_600_000, ' ms').default(5 * 60 * 1000),
    AUTH_MAX_OUTSTANDING_NONCES: integer(1, 10_000_000).default(100_000),
    AUTH_MAX_SESSIONS: integer(1, 10_000_000).default(100_000),
    AUTH_RATE_NONCE_PER_IP: rateSchema.default({ points: 30, durationS: 60 }),
    AUTH_RATE_NONCE_PER_SESSION: rateSchema.default({ points: 10, durationS: 60 }),
    AUTH_RATE_VERIFY_PER_IP: rateSchema.default({ points: 20, durationS: 60 }),
    AUTH_RATE_VERIFY_PER_SESSION: rateSchema.default({ points: 10, durationS: 60 }),
    AUTH_RPC_TIMEOUT_MS: integer(100, 30_000, ' ms').default(2_000),
    AUTH_RPC_DEADLINE_MS: integer(100, 60_000, ' ms').default(5_000),
  })
  .superRefine((env, ctx) => {
    const loopback = env.APP_ORIGIN.protocol === 'http:'
    if (env.AUTH_INSECURE_LOCAL_COOKIE && !loopback) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_INSECURE_LOCAL_COOKIE'],
        message: `allowed only when APP_ORIGIN is http://localhost:PORT or http://127.0.0.1:PORT, not ${env.APP_ORIGIN.origin}`,
      })
    }
    const testnets = env.ENABLE_TESTNETS || env.VITE_ENABLE_TESTNETS
    if (env.AUTH_CHAIN_IDS?.includes(SEPOLIA_CHAIN_ID) && !testnets) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_CHAIN_IDS'],
        message: `lists the testnet ${SEPOLIA_CHAIN_ID}; set ENABLE_TESTNETS=true to allow it`,
      })
    }
  })

const VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[]

/** An empty or blank variable counts as unset, as in env.ts. */
function clean(source: Source): Record<string, string> {
  const cleaned: Record<string, string> = {}
  for (const name of VARIABLES) {
    const value = source[name]?.trim()
    if (value) cleaned[name] = value
  }
  return cleaned
}

const RPC_URL_VARIABLE = /^AUTH_RPC_URL_(.*)$/

/**
 * `AUTH_RPC_URL_<chainId>` for the sign-in chains (a URL for any other chain is unused). The URL
 * is never echoed: it often carries an API key.
 */
function parseRpcUrls(source: Source, chainIds: readonly number[]): Record<number, string> {
  const urls: Record<number, string> = {}
  for (const [name, value] of Object.entries(source)) {
    const suffix = RPC_URL_VARIABLE.exec(name)?.[1]
    const raw = value?.trim()
    if (suffix === undefined || !raw) continue
    const chainId = Number(suffix)
    if (!/^[1-9]\d{0,15}$/.test(suffix) || !Number.isSafeInteger(chainId)) {
      throw new EnvError(name, 'must end in a chain id, such as AUTH_RPC_URL_1')
    }
    let url: URL | undefined
    try {
      url = new URL(raw)
    } catch {}
    const loopback = url?.protocol === 'http:' && LOOPBACK_RPC_HOSTS.has(url.hostname)
    if (!url || (url.protocol !== 'https:' && !loopback)) {
      throw new EnvError(
        name,
        'must be an https:// JSON-RPC URL (http:// only for localhost, 127.0.0.1 or [::1])',
      )
    }
    if (chainIds.includes(chainId)) urls[chainId] = raw
  }
  return urls
}

/**
 * The auth configuration, or undefined when APP_ORIGIN is unset (auth routes off). Throws EnvError
 * naming the first variable that is invalid.
 */
export function parseAuthConfig(source: Source): AuthConfig | undefined {
  const cleaned = clean(source)
  if (cleaned.APP_ORIGIN === undefined) return undefined
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new EnvError(String(issue?.path[0] ?? 'APP_ORIGIN'), issue?.message ?? 'is invalid')
  }
  const env = result.data
  const testnets = env.ENABLE_TESTNETS || env.VITE_ENABLE_TESTNETS
  const chainIds =
    env.AUTH_CHAIN_IDS ?? (testnets ? [...MAINNET_CHAIN_IDS, SEPOLIA_CHAIN_ID] : MAINNET_CHAIN_IDS)
  return {
    appOrigin: env.APP_ORIGIN.origin,
    appHost: env.APP_ORIGIN.host,
    statement: env.SIWE_STATEMENT,
    chainIds,
    nonceTtlMs: env.NONCE_TTL_MS,
    sessionTtlMs: env.SESSION_TTL_MS,
    clockSkewMs: env.AUTH_CLOCK_SKEW_MS,
    insecureLocalCookie: env.AUTH_INSECURE_LOCAL_COOKIE,
    maxOutstandingNonces: env.AUTH_MAX_OUTSTANDING_NONCES,
    maxSessions: env.AUTH_MAX_SESSIONS,
    rateLimits: {
      nonceIp: env.AUTH_RATE_NONCE_PER_IP,
      nonceSession: env.AUTH_RATE_NONCE_PER_SESSION,
      verifyIp: env.AUTH_RATE_VERIFY_PER_IP,
      verifySession: env.AUTH_RATE_VERIFY_PER_SESSION,
    },
    rpcUrls: parseRpcUrls(source, chainIds),
    rpcTimeoutMs: env.AUTH_RPC_TIMEOUT_MS,
    rpcDeadlineMs: env.AUTH_RPC_DEADLINE_MS,
  }
}

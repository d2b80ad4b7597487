// The handler's options from environment variables, validated with zod: a missing or bad value
// throws EnvError naming the variable, with the same messages the server has always given. Reads
// only strings (no network, no Redis connection), so `createAuthHandler(fromEnv())` at module load
// is safe during `next build`, where a missing APP_ORIGIN is deferred (nextBuildPhase.ts).
import { z } from 'zod'
import { EnvError } from '../errors/EnvError'
import { type AuthStoreConfig, parseAuthStoreConfig } from '../stores/authStoreConfig'
import type { AuthConfig, RateLimit } from './AuthConfig'
import {
  DEFAULT_STATEMENT,
  INTEGER_SETTINGS,
  type IntegerRule,
  insecureCookieProblem,
  integerRange,
  isLoopbackHttp,
  isTrustedRpcUrl,
  MAINNET_CHAIN_IDS,
  parseOrigin,
  RATE_SETTINGS,
  RPC_URL_PROBLEM,
  SEPOLIA_CHAIN_ID,
  statementProblem,
} from './configRules'
import { BUILD_PLACEHOLDER_ORIGIN, DEFERRED_ENV_ERROR, isNextBuild } from './nextBuildPhase'

/** What fromEnv returns: a resolved AuthConfig plus the store to build; valid handler options. */
export type EnvAuthOptions = AuthConfig & { store: AuthStoreConfig }

/** `process.env` or any map of variable names to values. */
export type EnvSource = Readonly<Record<string, string | undefined>>

function invalid(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

const originSchema = z.string().transform((raw, ctx) => {
  const origin = parseOrigin(raw)
  return origin instanceof URL ? origin : invalid(ctx, origin.problem)
})

const statementSchema = z.string().superRefine((raw, ctx) => {
  const problem = statementProblem(raw)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

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

function integer(rule: IntegerRule) {
  const schema = z.string().transform((raw, ctx) => {
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
    if (!Number.isSafeInteger(value) || value < rule.min || value > rule.max) {
      return invalid(ctx, `${integerRange(rule)}, got "${raw}"`)
    }
    return value
  })
  return schema.default(rule.fallback)
}

function rate(fallback: RateLimit) {
  const schema = z.string().transform((raw, ctx): RateLimit => {
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
  return schema.default(fallback)
}

const envSchema = z
  .object({
    APP_ORIGIN: originSchema,
    SIWE_STATEMENT: statementSchema.default(DEFAULT_STATEMENT),
    AUTH_CHAIN_IDS: chainIdsSchema.optional(),
    ENABLE_TESTNETS: flagSchema.default(false),
    VITE_ENABLE_TESTNETS: flagSchema.default(false),
    AUTH_INSECURE_LOCAL_COOKIE: flagSchema.default(false),
    NONCE_TTL_MS: integer(INTEGER_SETTINGS.nonceTtlMs),
    SESSION_TTL_MS: integer(INTEGER_SETTINGS.sessionTtlMs),
    AUTH_CONTRACT_SESSION_TTL_MS: integer(INTEGER_SETTINGS.contractSessionTtlMs),
    AUTH_CLOCK_SKEW_MS: integer(INTEGER_SETTINGS.clockSkewMs),
    AUTH_MAX_OUTSTANDING_NONCES: integer(INTEGER_SETTINGS.maxOutstandingNonces),
    AUTH_MAX_SESSIONS: integer(INTEGER_SETTINGS.maxSessions),
    AUTH_RATE_NONCE_PER_IP: rate(RATE_SETTINGS.nonceIp.fallback),
    AUTH_RATE_NONCE_PER_SESSION: rate(RATE_SETTINGS.nonceSession.fallback),
    AUTH_RATE_VERIFY_PER_IP: rate(RATE_SETTINGS.verifyIp.fallback),
    AUTH_RATE_VERIFY_PER_SESSION: rate(RATE_SETTINGS.verifySession.fallback),
    AUTH_RATE_NONCE_GLOBAL: rate(RATE_SETTINGS.nonceGlobal.fallback),
    AUTH_RATE_VERIFY_GLOBAL: rate(RATE_SETTINGS.verifyGlobal.fallback),
    AUTH_RATE_CONTRACT_PER_IP: rate(RATE_SETTINGS.contractIp.fallback),
    AUTH_RPC_TIMEOUT_MS: integer(INTEGER_SETTINGS.rpcTimeoutMs),
    AUTH_RPC_DEADLINE_MS: integer(INTEGER_SETTINGS.rpcDeadlineMs),
  })
  .superRefine((env, ctx) => {
    if (env.AUTH_INSECURE_LOCAL_COOKIE && !isLoopbackHttp(env.APP_ORIGIN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_INSECURE_LOCAL_COOKIE'],
        message: insecureCookieProblem('APP_ORIGIN', env.APP_ORIGIN),
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

/** An empty or blank variable counts as unset, so `NONCE_TTL_MS= npm start` means the default. */
function clean(source: EnvSource): Record<string, string> {
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
function parseRpcUrls(source: EnvSource, chainIds: readonly number[]): Record<number, string> {
  const urls: Record<number, string> = {}
  for (const [name, value] of Object.entries(source)) {
    const suffix = RPC_URL_VARIABLE.exec(name)?.[1]
    const raw = value?.trim()
    if (suffix === undefined || !raw) continue
    const chainId = Number(suffix)
    if (!/^[1-9]\d{0,15}$/.test(suffix) || !Number.isSafeInteger(chainId)) {
      throw new EnvError(name, 'must end in a chain id, such as AUTH_RPC_URL_1')
    }
    if (!isTrustedRpcUrl(raw)) throw new EnvError(name, RPC_URL_PROBLEM)
    if (chainIds.includes(chainId)) urls[chainId] = raw
  }
  return urls
}

/**
 * The handler's options from `env` (default `process.env`): APP_ORIGIN (required), SIWE_STATEMENT,
 * AUTH_CHAIN_IDS, ENABLE_TESTNETS / VITE_ENABLE_TESTNETS, AUTH_INSECURE_LOCAL_COOKIE, NONCE_TTL_MS,
 * SESSION_TTL_MS, AUTH_CONTRACT_SESSION_TTL_MS, AUTH_CLOCK_SKEW_MS, AUTH_MAX_OUTSTANDING_NONCES,
 * AUTH_MAX_SESSIONS, AUTH_RATE_{NONCE,VERIFY}_PER_{IP,SESSION}, AUTH_RATE_{NONCE,VERIFY}_GLOBAL,
 * AUTH_RATE_CONTRACT_PER_IP, AUTH_RPC_URL_<chainId>, AUTH_RPC_TIMEOUT_MS,
 * AUTH_RPC_DEADLINE_MS, AUTH_STORE and REDIS_URL. Throws EnvError naming the first bad variable.
 *
 * During `next build` (NEXT_PHASE=phase-production-build) a missing APP_ORIGIN is not thrown: the
 * options come back with appOrigin '' and the error, which createAuthHandler throws when the
 * handler is used. Every other variable is validated as always.
 */
export function fromEnv(env: EnvSource = process.env): EnvAuthOptions {
  const cleaned = clean(env)
  let deferred: EnvError | undefined
  if (cleaned.APP_ORIGIN === undefined) {
    const missing = new EnvError(
      'APP_ORIGIN',
      'is required: the origin users sign in on, such as https://app.example.com',
    )
    if (!isNextBuild(env)) throw missing
    deferred = missing
  }
  const result = envSchema.safeParse(
    deferred ? { ...cleaned, APP_ORIGIN: BUILD_PLACEHOLDER_ORIGIN } : cleaned,
  )
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new EnvError(String(issue?.path[0] ?? 'APP_ORIGIN'), issue?.message ?? 'is invalid')
  }
  const parsed = result.data
  const testnets = parsed.ENABLE_TESTNETS || parsed.VITE_ENABLE_TESTNETS
  const chainIds =
    parsed.AUTH_CHAIN_IDS ??
    (testnets ? [...MAINNET_CHAIN_IDS, SEPOLIA_CHAIN_ID] : [...MAINNET_CHAIN_IDS])
  const options: EnvAuthOptions = {
    appOrigin: deferred ? '' : parsed.APP_ORIGIN.origin,
    appHost: deferred ? '' : parsed.APP_ORIGIN.host,
    statement: parsed.SIWE_STATEMENT,
    chainIds,
    nonceTtlMs: parsed.NONCE_TTL_MS,
    sessionTtlMs: parsed.SESSION_TTL_MS,
    contractSessionTtlMs: parsed.AUTH_CONTRACT_SESSION_TTL_MS,
    clockSkewMs: parsed.AUTH_CLOCK_SKEW_MS,
    insecureLocalCookie: parsed.AUTH_INSECURE_LOCAL_COOKIE,
    maxOutstandingNonces: parsed.AUTH_MAX_OUTSTANDING_NONCES,
    maxSessions: parsed.AUTH_MAX_SESSIONS,
    rateLimits: {
      nonceIp: parsed.AUTH_RATE_NONCE_PER_IP,
      nonceSession: parsed.AUTH_RATE_NONCE_PER_SESSION,
      verifyIp: parsed.AUTH_RATE_VERIFY_PER_IP,
      verifySession: parsed.AUTH_RATE_VERIFY_PER_SESSION,
      nonceGlobal: parsed.AUTH_RATE_NONCE_GLOBAL,
      verifyGlobal: parsed.AUTH_RATE_VERIFY_GLOBAL,
      contractIp: parsed.AUTH_RATE_CONTRACT_PER_IP,
    },
    rpcUrls: parseRpcUrls(env, chainIds),
    rpcTimeoutMs: parsed.AUTH_RPC_TIMEOUT_MS,
    rpcDeadlineMs: parsed.AUTH_RPC_DEADLINE_MS,
    store: parseAuthStoreConfig(env),
  }
  return deferred ? Object.assign(options, { [DEFERRED_ENV_ERROR]: deferred }) : options
}

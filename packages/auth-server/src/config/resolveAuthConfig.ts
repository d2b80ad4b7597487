// Options → AuthConfig, validated like the environment is: a bad value throws AuthOptionError
// naming the option. Callers may be plain JavaScript, so every type is checked, not assumed.
import { AuthOptionError } from '../errors/AuthOptionError'
import type { AuthConfig, RateLimit, RateLimitsConfig } from './AuthConfig'
import type { AuthHandlerOptions } from './AuthHandlerOptions'
import {
  DEFAULT_STATEMENT,
  INTEGER_SETTINGS,
  type IntegerSetting,
  inRange,
  insecureCookieProblem,
  integerRange,
  isChainId,
  isLoopbackHttp,
  isTrustedRpcUrl,
  MAINNET_CHAIN_IDS,
  MAX_RATE_DURATION_S,
  MAX_RATE_POINTS,
  parseOrigin,
  RATE_SETTINGS,
  RPC_URL_PROBLEM,
  statementProblem,
} from './configRules'

/** A value for a message: short, quoted when a string. */
export function describeValue(value: unknown): string {
  const text = typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? String(value))
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

function integerOption(options: AuthHandlerOptions, name: IntegerSetting): number {
  const rule = INTEGER_SETTINGS[name]
  const value: unknown = options[name]
  if (value === undefined) return rule.fallback
  if (typeof value !== 'number' || !inRange(value, rule)) {
    throw new AuthOptionError(name, `${integerRange(rule)}, got ${describeValue(value)}`)
  }
  return value
}

function rateOption(options: AuthHandlerOptions, name: keyof RateLimitsConfig): RateLimit {
  const value: unknown = options.rateLimits?.[name]
  if (value === undefined) return RATE_SETTINGS[name].fallback
  const { points, durationS } = (value ?? {}) as Partial<Record<keyof RateLimit, unknown>>
  const ok =
    typeof points === 'number' &&
    typeof durationS === 'number' &&
    inRange(points, { min: 1, max: MAX_RATE_POINTS }) &&
    inRange(durationS, { min: 1, max: MAX_RATE_DURATION_S })
  if (!ok) {
    throw new AuthOptionError(
      `rateLimits.${name}`,
      `must be { points, durationS } with both integers of at least 1, such as { points: 30, durationS: 60 }, got ${describeValue(value)}`,
    )
  }
  return { points, durationS }
}

function chainIdsOption(value: unknown): readonly number[] {
  if (value === undefined) return [...MAINNET_CHAIN_IDS]
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((id) => typeof id === 'number' && isChainId(id))
  if (!ok) {
    throw new AuthOptionError(
      'chainIds',
      `must be a non-empty list of positive chain ids, got ${describeValue(value)}`,
    )
  }
  return [...new Set(value as number[])]
}

/** Only the sign-in chains' URLs are kept (others are unused). URLs are never echoed. */
function rpcUrlsOption(value: unknown, chainIds: readonly number[]): Record<number, string> {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthOptionError('rpcUrls', 'must be an object of chain id → JSON-RPC URL')
  }
  const urls: Record<number, string> = {}
  for (const [key, url] of Object.entries(value)) {
    const chainId = Number(key)
    if (!/^[1-9]\d{0,15}$/.test(key) || !isChainId(chainId)) {
      throw new AuthOptionError(`rpcUrls.${key}`, 'must be keyed by a chain id, such as 1')
    }
    if (typeof url !== 'string' || !isTrustedRpcUrl(url.trim())) {
      throw new AuthOptionError(`rpcUrls.${key}`, RPC_URL_PROBLEM)
    }
    if (chainIds.includes(chainId)) urls[chainId] = url.trim()
  }
  return urls
}

export function resolveAuthConfig(options: AuthHandlerOptions): AuthConfig {
  if (typeof options !== 'object' || options === null) {
    throw new AuthOptionError('options', 'must be an object with at least appOrigin')
  }
  if (typeof options.appOrigin !== 'string' || options.appOrigin.trim() === '') {
    throw new AuthOptionError(
      'appOrigin',
      'is required: the origin users sign in on, such as https://app.example.com',
    )
  }
  const origin = parseOrigin(options.appOrigin.trim())
  if (!(origin instanceof URL)) throw new AuthOptionError('appOrigin', origin.problem)

  const statement = options.statement ?? DEFAULT_STATEMENT
  const statementIssue =
    typeof statement === 'string' ? statementProblem(statement) : 'must be a string'
  if (statementIssue) throw new AuthOptionError('statement', statementIssue)

  const insecureLocalCookie = options.insecureLocalCookie ?? false
  if (typeof insecureLocalCookie !== 'boolean') {
    throw new AuthOptionError(
      'insecureLocalCookie',
      `must be true or false, got ${describeValue(insecureLocalCookie)}`,
    )
  }
  if (insecureLocalCookie && !isLoopbackHttp(origin)) {
    throw new AuthOptionError('insecureLocalCookie', insecureCookieProblem('appOrigin', origin))
  }

  const limits: unknown = options.rateLimits
  if (limits !== undefined && (typeof limits !== 'object' || limits === null)) {
    throw new AuthOptionError('rateLimits', `must be an object, got ${describeValue(limits)}`)
  }
  const chainIds = chainIdsOption(options.chainIds)
  return {
    appOrigin: origin.origin,
    appHost: origin.host,
    statement,
    chainIds,
    nonceTtlMs: integerOption(options, 'nonceTtlMs'),
    sessionTtlMs: integerOption(options, 'sessionTtlMs'),
    contractSessionTtlMs: integerOption(options, 'contractSessionTtlMs'),
    clockSkewMs: integerOption(options, 'clockSkewMs'),
    insecureLocalCookie,
    maxOutstandingNonces: integerOption(options, 'maxOutstandingNonces'),
    maxSessions: integerOption(options, 'maxSessions'),
    rateLimits: {
      nonceIp: rateOption(options, 'nonceIp'),
      nonceSession: rateOption(options, 'nonceSession'),
      verifyIp: rateOption(options, 'verifyIp'),
      verifySession: rateOption(options, 'verifySession'),
      nonceGlobal: rateOption(options, 'nonceGlobal'),
      verifyGlobal: rateOption(options, 'verifyGlobal'),
      contractIp: rateOption(options, 'contractIp'),
    },
    rpcUrls: rpcUrlsOption(options.rpcUrls, chainIds),
    rpcTimeoutMs: integerOption(options, 'rpcTimeoutMs'),
    rpcDeadlineMs: integerOption(options, 'rpcDeadlineMs'),
  }
}

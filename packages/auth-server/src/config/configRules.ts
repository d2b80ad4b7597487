// The rules both ways in share: typed options (resolveAuthConfig) and environment variables
// (fromEnv). One table of ranges and defaults, so an option and its variable never drift apart.
import { DEFAULT_SIWE_STATEMENT, isSiweStatement, NONCE_TTL_MS } from '@gatehouse/siwe'
import type { RateLimit, RateLimitsConfig } from './AuthConfig'

/** The same statement the client adapter signs by default: one source, no drift. */
export const DEFAULT_STATEMENT = DEFAULT_SIWE_STATEMENT
export const MAINNET_CHAIN_IDS = [1, 137, 10, 42161, 7777777] as const
export const SEPOLIA_CHAIN_ID = 11155111
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])
const LOOPBACK_RPC_HOSTS = new Set([...LOOPBACK_HOSTS, '[::1]'])
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export type IntegerRule = {
  variable: string
  min: number
  max: number
  unit: string
  fallback: number
}

export const INTEGER_SETTINGS = {
  nonceTtlMs: {
    variable: 'NONCE_TTL_MS',
    min: 10_000,
    max: 3_600_000,
    unit: ' ms',
    fallback: NONCE_TTL_MS,
  },
  sessionTtlMs: {
    variable: 'SESSION_TTL_MS',
    min: 60_000,
    max: 30 * DAY_MS,
    unit: ' ms',
    fallback: DAY_MS,
  },
  contractSessionTtlMs: {
    variable: 'AUTH_CONTRACT_SESSION_TTL_MS',
    min: 60_000,
    max: 30 * DAY_MS,
    unit: ' ms',
    fallback: HOUR_MS,
  },
  clockSkewMs: {
    variable: 'AUTH_CLOCK_SKEW_MS',
    min: 0,
    max: 3_600_000,
    unit: ' ms',
    fallback: 5 * 60 * 1000,
  },
  maxOutstandingNonces: {
    variable: 'AUTH_MAX_OUTSTANDING_NONCES',
    min: 1,
    max: 10_000_000,
    unit: '',
    fallback: 100_000,
  },
  maxSessions: {
    variable: 'AUTH_MAX_SESSIONS',
    min: 1,
    max: 10_000_000,
    unit: '',
    fallback: 100_000,
  },
  rpcTimeoutMs: {
    variable: 'AUTH_RPC_TIMEOUT_MS',
    min: 100,
    max: 30_000,
    unit: ' ms',
    fallback: 2_000,
  },
  rpcDeadlineMs: {
    variable: 'AUTH_RPC_DEADLINE_MS',
    min: 100,
    max: 60_000,
    unit: ' ms',
    fallback: 5_000,
  },
} as const satisfies Record<string, IntegerRule>

export type IntegerSetting = keyof typeof INTEGER_SETTINGS

export const RATE_SETTINGS = {
  nonceIp: { variable: 'AUTH_RATE_NONCE_PER_IP', fallback: { points: 30, durationS: 60 } },
  nonceSession: {
    variable: 'AUTH_RATE_NONCE_PER_SESSION',
    fallback: { points: 10, durationS: 60 },
  },
  verifyIp: { variable: 'AUTH_RATE_VERIFY_PER_IP', fallback: { points: 20, durationS: 60 } },
  verifySession: {
    variable: 'AUTH_RATE_VERIFY_PER_SESSION',
    fallback: { points: 10, durationS: 60 },
  },
  // Shared by every request whose client address is not known (no `clientIp`): without one the
  // handler cannot tell clients apart, so they count as one, a few times a single address's
  // allowance. Give `clientIp` in production and this bucket sees nothing.
  nonceGlobal: { variable: 'AUTH_RATE_NONCE_GLOBAL', fallback: { points: 120, durationS: 60 } },
  verifyGlobal: { variable: 'AUTH_RATE_VERIFY_GLOBAL', fallback: { points: 60, durationS: 60 } },
  // An eth_call each, on the operator's RPC: far fewer than plain verifies.
  contractIp: { variable: 'AUTH_RATE_CONTRACT_PER_IP', fallback: { points: 5, durationS: 60 } },
} as const satisfies Record<keyof RateLimitsConfig, { variable: string; fallback: RateLimit }>

/** The largest values the `points/seconds` form can spell (9 and 7 digits). */
export const MAX_RATE_POINTS = 999_999_999
export const MAX_RATE_DURATION_S = 9_999_999

export function integerRange({ min, max, unit }: IntegerRule): string {
  return `must be an integer from ${min} to ${max}${unit}`
}

export function inRange(value: number, { min, max }: Pick<IntegerRule, 'min' | 'max'>): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max
}

export function isChainId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1
}

/** The app's origin as a URL, or why it is not one we accept. */
export function parseOrigin(raw: string): URL | { problem: string } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { problem: `must be an origin such as https://app.example.com, got "${raw}"` }
  }
  if (url.href !== `${url.origin}/`) {
    return { problem: `must be an origin only (scheme, host, port), got "${raw}"` }
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) {
    return { problem: `must be https (http only for localhost or 127.0.0.1), got "${raw}"` }
  }
  return url
}

export function isLoopbackHttp(origin: URL): boolean {
  return origin.protocol === 'http:' && LOOPBACK_HOSTS.has(origin.hostname)
}

export const STATEMENT_MAX_LENGTH = 500
export const STATEMENT_TOO_LONG = `must be at most ${STATEMENT_MAX_LENGTH} characters`
export const STATEMENT_NOT_ONE_LINE =
  "must be one line of printable ASCII in EIP-4361's statement grammar (letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=)"

/**
 * Why a configured statement cannot be the one every message must carry, or undefined. It must
 * be one EIP-4361 statement (RFC 3986 reserved and unreserved characters and spaces: the grammar
 * every wallet and parser holds a message to); the message names the first character that is not.
 */
export function statementProblem(statement: string): string | undefined {
  if (statement.length > STATEMENT_MAX_LENGTH) return STATEMENT_TOO_LONG
  if (statement === '') return 'must not be empty'
  const characters = [...statement]
  const index = characters.findIndex((character) => !isSiweStatement(character))
  if (index < 0) return undefined
  return `${STATEMENT_NOT_ONE_LINE}; character ${index + 1}, ${JSON.stringify(characters[index])}, is not`
}

export const RPC_URL_PROBLEM =
  'must be an https:// JSON-RPC URL (http:// only for localhost, 127.0.0.1 or [::1])'

/** Whether a contract-wallet RPC URL is trusted: https, or http on loopback. Never echoed. */
export function isTrustedRpcUrl(raw: string): boolean {
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {}
  const loopback = url?.protocol === 'http:' && LOOPBACK_RPC_HOSTS.has(url.hostname)
  return url !== undefined && (url.protocol === 'https:' || loopback)
}

export function insecureCookieProblem(originName: string, origin: URL): string {
  return `allowed only when ${originName} is http://localhost:PORT or http://127.0.0.1:PORT, not ${origin.origin}`
}

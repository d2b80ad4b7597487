// What createAuthHandler takes. Only appOrigin is required; every other setting has the default
// its environment variable has (fromEnv returns a complete set).
import type { ClientIp } from '../http/clientIp'
import type { Logger } from '../http/logger'
import type { AuthStore } from '../stores/authStore'
import type { AuthStoreConfig } from '../stores/authStoreConfig'
import type { ContractWalletCheck } from '../verify/verifySignature'
import type { RateLimitsConfig } from './AuthConfig'

export type AuthHandlerOptions = {
  /** The origin users sign in on: https, or http for localhost / 127.0.0.1. (APP_ORIGIN) */
  appOrigin: string
  /** Where the routes live: `<basePath>/nonce`, `/verify`, `/session`, `/logout`. Default `/api/auth`. */
  basePath?: string
  /** The statement every message must carry. (SIWE_STATEMENT) */
  statement?: string
  /** Chains a message may name. Default Ethereum, Polygon, OP, Arbitrum, Zora. (AUTH_CHAIN_IDS) */
  chainIds?: readonly number[]
  /** A plain `sid` cookie without Secure, for loopback http only. (AUTH_INSECURE_LOCAL_COOKIE) */
  insecureLocalCookie?: boolean
  /** (NONCE_TTL_MS) */
  nonceTtlMs?: number
  /** (SESSION_TTL_MS) */
  sessionTtlMs?: number
  /** Sessions signed in by a contract wallet last at most this. Default 1 h. (AUTH_CONTRACT_SESSION_TTL_MS) */
  contractSessionTtlMs?: number
  /** How far in the future a message's issuedAt may be. (AUTH_CLOCK_SKEW_MS) */
  clockSkewMs?: number
  /** (AUTH_MAX_OUTSTANDING_NONCES) */
  maxOutstandingNonces?: number
  /** (AUTH_MAX_SESSIONS) */
  maxSessions?: number
  /**
   * Per client address (IPv6 per /64) or one global bucket when none is known, per live session
   * (a cookie naming no session shares one more), on nonce and verify; contract-wallet checks
   * per address.
   * (AUTH_RATE_*)
   */
  rateLimits?: Partial<RateLimitsConfig>
  /** Chain id → JSON-RPC URL for contract-wallet signatures. (AUTH_RPC_URL_<chainId>) */
  rpcUrls?: Readonly<Record<number, string>>
  /** (AUTH_RPC_TIMEOUT_MS) */
  rpcTimeoutMs?: number
  /** (AUTH_RPC_DEADLINE_MS) */
  rpcDeadlineMs?: number
  /**
   * A store, or which one to build: `{ kind: 'memory' }` (default, this process only) or
   * `{ kind: 'redis', url }` (connects on first use; rate limits move to Redis too). (AUTH_STORE,
   * REDIS_URL)
   */
  store?: AuthStore | AuthStoreConfig
  /**
   * The client's address for the per-address rate limits, or undefined when unknown. Default:
   * none (a Web Request has no socket), so every request counts against one global bucket
   * (`rateLimits.nonceGlobal` / `verifyGlobal`). Behind a reverse proxy you trust, use
   * `proxyClientIp('x-forwarded-for')` or your own function.
   */
  clientIp?: ClientIp
  /** One JSON-able entry per request, plus warnings and bugs. Default: nothing is logged. */
  logger?: Logger
  /** ERC-1271 / ERC-6492 checks. Default: viem on `rpcUrls` (none: plain accounts only). */
  contractWallets?: ContractWalletCheck
  /** Epoch ms; tests inject a clock. Default `Date.now`. */
  now?: () => number
}

// The auth configuration every route reads "ours" from (origin, host, statement, chains, limits),
// never the request. createAuthHandler resolves it from AuthHandlerOptions; fromEnv from variables.

export type RateLimit = { points: number; durationS: number }

export type RateLimitsConfig = {
  nonceIp: RateLimit
  nonceSession: RateLimit
  verifyIp: RateLimit
  verifySession: RateLimit
  /** The one bucket of every nonce request with no known client address (stores/rateLimits.ts). */
  nonceGlobal: RateLimit
  /** The same for verify. */
  verifyGlobal: RateLimit
  /** Contract-wallet checks (they spend the operator's RPC) per client address. */
  contractIp: RateLimit
}

/** Validated, every default filled in: what the handler runs on (`handler.config`). */
export type AuthConfig = {
  /** `https://host[:port]` (or loopback http), normalised by URL. */
  appOrigin: string
  /** `host[:port]` of appOrigin: the only domain a message may name. */
  appHost: string
  statement: string
  chainIds: readonly number[]
  nonceTtlMs: number
  sessionTtlMs: number
  /**
   * A session signed in by a contract wallet (ERC-1271 / ERC-6492) lasts at most this: the
   * wallet's owners or its code may change, and nothing re-checks it (EIP-4361 advises short).
   */
  contractSessionTtlMs: number
  clockSkewMs: number
  /** Plain `sid` cookie without Secure; only ever true for a loopback http origin. */
  insecureLocalCookie: boolean
  maxOutstandingNonces: number
  maxSessions: number
  rateLimits: RateLimitsConfig
  /**
   * Chain id → JSON-RPC URL for contract-wallet signatures (ERC-1271, ERC-6492) on that chain. A
   * sign-in chain without one accepts plain accounts only; there is no public fallback. Trusted
   * like a signer: https, or http on loopback only. Never logged.
   */
  rpcUrls: Readonly<Record<number, string>>
  /** Per JSON-RPC request to those URLs. */
  rpcTimeoutMs: number
  /** For a whole contract-wallet check, retries included. */
  rpcDeadlineMs: number
}

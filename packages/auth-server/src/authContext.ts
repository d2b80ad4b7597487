// What every auth route handler shares, built once per handler by createAuthHandler.
import type { AuthConfig } from './AuthConfig'
import type { AuthStore } from './authStore'
import type { ClientIp } from './clientIp'
import type { RateLimits } from './rateLimits'
import type { SessionCookie } from './sessionCookie'
import type { ContractWalletCheck } from './verifySignature'

export type AuthContext = {
  config: AuthConfig
  store: AuthStore
  cookie: SessionCookie
  limits: RateLimits
  clientIp: ClientIp
  now: () => number
  contractWallets: ContractWalletCheck | undefined
}

// What every auth route handler shares, built once per handler by createAuthHandler.
import type { AuthConfig } from '../config/AuthConfig'
import type { ClientIp } from '../http/clientIp'
import type { SessionCookie } from '../http/sessionCookie'
import type { AuthStore } from '../stores/authStore'
import type { RateLimits } from '../stores/rateLimits'
import type { ContractWalletCheck } from '../verify/verifySignature'

export type AuthContext = {
  config: AuthConfig
  store: AuthStore
  cookie: SessionCookie
  limits: RateLimits
  clientIp: ClientIp
  now: () => number
  contractWallets: ContractWalletCheck | undefined
}

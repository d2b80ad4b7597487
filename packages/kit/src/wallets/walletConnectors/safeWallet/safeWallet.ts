import type { Wallet } from '../../Wallet'
import { DEFAULT_SAFE_ALLOWED_DOMAINS, isInsideSafeHost } from './isInsideSafeHost'
import { compileSafeAllowedDomains, type SafeAllowedDomain } from './safeAllowedDomains'
import { safeAppConnector } from './safeAppConnector'

/**
 * wagmi's default waits 10 ms for the Safe host, which fails intermittently; a real host can take
 * far longer to answer. 1 s was not enough on a busy machine either: a host that answered after
 * 1.2 s left the framed app disconnected (and, past the wait, nothing connects it by itself). A
 * host that never answers shows "Could not load Safe information" with Retry after this wait.
 */
export const DEFAULT_SAFE_INFO_TIMEOUT_MS = 3_000

export type SafeWalletOptions = {
  /**
   * Origins allowed to host the app as a Safe App: origin strings (`'https://app.safe.global'`)
   * or RegExps anchored from `^` to `$` (else InvalidSafeAllowedDomainError). Default:
   * Safe{Wallet}'s own (DEFAULT_SAFE_ALLOWED_DOMAINS), or the connector params' safeAllowedDomains.
   */
  allowedDomains?: readonly SafeAllowedDomain[]
  /** How long to wait for the host's Safe info. Default 3000 ms, or the params' safeInfoTimeoutMs. */
  infoTimeoutMs?: number
}

/**
 * The app running as a Safe App inside the Safe{Wallet} interface (an iframe). Usable as a
 * WalletFactory (`safeWallet`) or configured (`() => safeWallet({ allowedDomains })`).
 */
export const safeWallet = (options: SafeWalletOptions = {}): Wallet => {
  // Checked here, so a bad entry fails where it is written. Settled by createConnector (the params
  // may name the domains); read by `installed`.
  const own = options.allowedDomains && compileSafeAllowedDomains(options.allowedDomains)
  let allowedDomains = own ?? DEFAULT_SAFE_ALLOWED_DOMAINS
  return {
    id: 'safe',
    name: 'Safe',
    shortName: 'Safe',
    iconUrl: () => import('./safeWalletIcon').then((m) => m.default),
    iconBackground: '#049f67',
    iconAccent: '#12ff80',
    // Installed only inside an allowed Safe host's frame: elsewhere the wallet is neither ready nor
    // downloadable, so the list hides it (§5). Checked when the wallet list is built.
    get installed() {
      return isInsideSafeHost(allowedDomains)
    },
    createConnector: (params) => {
      const fromParams =
        params.safeAllowedDomains && compileSafeAllowedDomains(params.safeAllowedDomains)
      allowedDomains = own ?? fromParams ?? DEFAULT_SAFE_ALLOWED_DOMAINS
      return safeAppConnector({
        allowedDomains,
        infoTimeoutMs:
          options.infoTimeoutMs ?? params.safeInfoTimeoutMs ?? DEFAULT_SAFE_INFO_TIMEOUT_MS,
      })
    },
  }
}

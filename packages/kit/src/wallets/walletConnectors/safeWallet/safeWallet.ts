import { safe } from 'wagmi/connectors'
import type { Wallet } from '../../Wallet'

/** wagmi's default waits 10 ms for the Safe host; a real host can take longer to answer. */
const DEFAULT_SAFE_INFO_TIMEOUT_MS = 1_000

export type SafeWalletOptions = {
  /** Origins allowed to host the app as a Safe App (the Safe SDK accepts any when omitted). */
  allowedDomains?: RegExp[]
}

/**
 * The app running as a Safe App inside the Safe{Wallet} interface (an iframe). Usable as a
 * WalletFactory (`safeWallet`) or configured (`() => safeWallet({ allowedDomains })`).
 */
export const safeWallet = ({ allowedDomains }: SafeWalletOptions = {}): Wallet => ({
  id: 'safe',
  name: 'Safe',
  shortName: 'Safe',
  iconUrl: () => import('./safeWalletIcon').then((m) => m.default),
  iconBackground: '#121312',
  iconAccent: '#12ff80',
  // A Safe is only reachable from inside its host's iframe; outside it the wallet is neither ready
  // nor downloadable, so the list hides it (§5).
  installed: typeof window !== 'undefined' && window.parent !== window,
  createConnector: (params) =>
    safe({
      allowedDomains,
      unstable_getInfoTimeout: params.safeInfoTimeoutMs ?? DEFAULT_SAFE_INFO_TIMEOUT_MS,
    }),
})

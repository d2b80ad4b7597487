import { isAddress, isAddressEqual } from 'viem'
import type { AuthSession } from './AuthAdapter'

/** §4 connection status. */
export type ConnectionStatus = 'disconnected' | 'unauthenticated' | 'loading' | 'connected'

export type WalletConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'

/**
 * Whether two addresses name the same account: viem's `isAddressEqual` (any letter case), and
 * false when either is missing or malformed instead of its InvalidAddressError. One side is often
 * the app's session answer (a custom adapter's `getSession`), which must never crash a render.
 */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || !isAddress(a, { strict: false }) || !isAddress(b, { strict: false })) return false
  return isAddressEqual(a, b)
}

/**
 * Derived, never stored. With sign-in enabled (`auth` given), a connected wallet is only
 * 'connected' once the server session belongs to its address; `session` undefined = loading.
 */
export function deriveConnectionStatus(
  wallet: WalletConnectionStatus,
  address: string | undefined,
  auth: { session: AuthSession | undefined } | null,
): ConnectionStatus {
  switch (wallet) {
    case 'connected':
      if (!auth) return 'connected'
      if (auth.session === undefined) return 'loading'
      return auth.session.authenticated && sameAddress(auth.session.address, address)
        ? 'connected'
        : 'unauthenticated'
    case 'connecting':
    case 'reconnecting':
      return 'loading'
    case 'disconnected':
      return 'disconnected'
    default: {
      const exhaustive: never = wallet
      return exhaustive
    }
  }
}

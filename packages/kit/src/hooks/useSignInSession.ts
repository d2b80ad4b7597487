import { useAuth } from '../context/AuthContext'
import type { AuthSession } from '../core/AuthAdapter'

/**
 * The sign-in session as the kit sees it: undefined while loading or when sign-in is not
 * enabled on the provider.
 */
export function useSignInSession(): AuthSession | undefined {
  return useAuth()?.session
}

import { createContext, useContext } from 'react'
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'

export type AuthContextValue = {
  adapter: AuthAdapter
  /** undefined while the first /session answer is pending */
  session: AuthSession | undefined
  /** re-reads the session (after verify, on focus, when another tab changed it) */
  refresh: () => Promise<AuthSession | undefined>
  signOut: () => Promise<void>
}

/** null: the app did not enable sign-in. */
export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue | null {
  return useContext(AuthContext)
}

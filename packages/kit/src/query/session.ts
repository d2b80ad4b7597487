// The server session behind sign-in as a TanStack query, read by useAuthSession.
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'

export const sessionQueryKey = ['gatehouse', 'auth', 'session'] as const

export function sessionQueryOptions(adapter: AuthAdapter | undefined) {
  return {
    queryKey: sessionQueryKey,
    // An unreachable /session reads as signed out, never as an error screen.
    queryFn: async (): Promise<AuthSession> =>
      adapter
        ? adapter.getSession().catch(() => ({ authenticated: false }) as const)
        : { authenticated: false },
    enabled: !!adapter,
    refetchOnWindowFocus: true,
    retry: false,
  } as const
}

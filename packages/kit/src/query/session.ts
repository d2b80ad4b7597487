// The server session behind sign-in as a TanStack query, read by useAuthSession.
import type { AuthAdapter, AuthSession } from '../core/AuthAdapter'

export const sessionQueryKey = ['gatehouse', 'auth', 'session'] as const

export function sessionQueryOptions(adapter: AuthAdapter | undefined) {
  return {
    queryKey: sessionQueryKey,
    // An unreachable /session fails the query, which keeps the session last read: a signed-in
    // visitor stays signed in through a server's brief outage. With nothing read yet, a failure
    // reads as signed out, never as an error screen (sessionFromQuery).
    queryFn: async (): Promise<AuthSession> =>
      adapter ? adapter.getSession() : { authenticated: false },
    enabled: !!adapter,
    refetchOnWindowFocus: true,
    retry: false,
  } as const
}

const SIGNED_OUT: AuthSession = { authenticated: false }

/** What a session query shows: its last answer, else signed out once its first read failed. */
export function sessionFromQuery(query: {
  data: AuthSession | undefined
  isError: boolean
}): AuthSession | undefined {
  return query.data ?? (query.isError ? SIGNED_OUT : undefined)
}

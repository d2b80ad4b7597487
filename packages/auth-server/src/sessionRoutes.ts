// GET /api/auth/session and POST /api/auth/logout. Whatever the cookie holds (nothing, garbage,
// an expired or deleted id), the session route answers 200 {authenticated:false}, never 500.
import type { AuthContext } from './authContext'
import type { AuthRequestContext } from './authEnv'
import { AuthUnavailableError } from './errors'

export function sessionRoute({ store, cookie }: AuthContext) {
  return async (c: AuthRequestContext) => {
    const id = cookie.read(c)
    let session: Awaited<ReturnType<typeof store.getSession>>
    try {
      session = id === undefined ? undefined : await store.getSession(id)
    } catch (error) {
      // The store is down: nobody can be shown as signed in, but this route still never fails.
      if (!(error instanceof AuthUnavailableError)) throw error
      c.set('authOutcome', 'dependency_unavailable')
    }
    if (session?.data.kind !== 'authenticated') return c.json({ authenticated: false }, 200)
    const { address, chainId } = session.data
    return c.json({ authenticated: true, address, chainId }, 200)
  }
}

/** Idempotent: deletes the server-side session if there is one and always clears the cookie. */
export function logoutRoute({ store, cookie }: AuthContext) {
  return async (c: AuthRequestContext) => {
    const id = cookie.read(c)
    if (id !== undefined) await store.deleteSession(id)
    cookie.clear(c)
    c.set('authOutcome', 'logged_out')
    return c.body(null, 204)
  }
}

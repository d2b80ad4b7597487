// GET /api/auth/session and POST /api/auth/logout. Whatever the cookie holds (nothing, garbage,
// an expired or deleted id), the session route answers 200 {authenticated:false}, never 500. While
// the store is unreachable a request with a session cookie answers 503 with Retry-After, like
// every other route (the store's AuthUnavailableError reaches the handler's onError): the server
// cannot tell, and a signed-in visitor must not be told they are signed out.
import type { AuthRequestContext } from '../http/authEnv'
import type { AuthContext } from './authContext'

export function sessionRoute({ store, cookie }: AuthContext) {
  return async (c: AuthRequestContext) => {
    const id = cookie.read(c)
    const session = id === undefined ? undefined : await store.getSession(id)
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

// GET /api/auth/nonce: a fresh 128-bit nonce bound to the caller's session, starting an anonymous
// session when the caller has none (or one that would end before the nonce does).
import type { AuthRequestContext } from '../http/authEnv'
import { authError } from '../http/authError'
import { cookieSession } from '../http/requestGuards'
import { NONCE_BYTES, randomHex } from '../stores/randomToken'
import type { AuthContext } from './authContext'

/** Anonymous sessions only carry nonces, so they live a few nonce lifetimes, not a day. */
export const ANONYMOUS_SESSION_NONCE_TTLS = 3

export function nonceRoute({ config, store, cookie, now }: AuthContext) {
  return async (c: AuthRequestContext) => {
    const at = now()
    const { id: cookieId, session } = await cookieSession(c, store, cookie)
    let sessionId = cookieId
    if (sessionId === undefined || !session || session.expiresAt < at + config.nonceTtlMs) {
      const ttl = config.nonceTtlMs * ANONYMOUS_SESSION_NONCE_TTLS
      // A session replaced here is ended, not left alive behind an overwritten cookie.
      if (cookieId !== undefined && session) await store.deleteSession(cookieId)
      sessionId = await store.createSession({ kind: 'anonymous', createdAt: at }, ttl)
      cookie.set(c, sessionId, ttl)
    }
    const nonce = randomHex(NONCE_BYTES)
    const expiresAt = at + config.nonceTtlMs
    if ((await store.putNonce(sessionId, nonce, expiresAt)) === 'too_many') {
      c.set('authOutcome', 'nonce_cap_reached')
      return authError(c, 'unavailable', { 'Retry-After': '60' })
    }
    c.set('authOutcome', 'nonce_issued')
    // issuedAt (issue 14.8): read once the store has recorded the nonce, so it is never earlier
    // than the time verify compares a message's Issued At with. A client dates its message from
    // it instead of guessing from expiresAt, whatever this server's NONCE_TTL_MS.
    const issuedAt = new Date(Math.max(at, now())).toISOString()
    return c.json({ nonce, expiresAt: new Date(expiresAt).toISOString(), issuedAt }, 200)
  }
}

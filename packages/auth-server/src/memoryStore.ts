// The default AuthStore: plain Maps in this process (one server instance). Every method finishes
// its reads and writes before its first await point, so each is atomic on Node's single thread.
// Expired entries are swept lazily: when a cap is reached and at most once a minute on writes.
import type { AuthStore, SessionData } from './authStore'
import { AuthUnavailableError } from './errors'
import { randomHex, SESSION_ID_BYTES } from './randomToken'

export type MemoryStoreOptions = {
  now?: () => number
  /** Outstanding nonces one session may hold; a new one evicts the oldest. Default 5. */
  maxOutstandingNoncesPerSession?: number
  /** Outstanding nonces across all sessions; past it putNonce answers 'too_many'. */
  maxOutstandingNoncesTotal?: number
  /** Live sessions (anonymous ones included); past it createSession fails as unavailable. */
  maxSessions?: number
}

type NonceEntry = { issuedAt: number; expiresAt: number }
type SessionEntry = { data: SessionData; expiresAt: number }

const SWEEP_INTERVAL_MS = 60_000

export function createMemoryStore(options: MemoryStoreOptions = {}): AuthStore {
  const now = options.now ?? Date.now
  const perSession = options.maxOutstandingNoncesPerSession ?? 5
  const total = options.maxOutstandingNoncesTotal ?? 100_000
  const maxSessions = options.maxSessions ?? 100_000
  const sessions = new Map<string, SessionEntry>()
  // Per session, nonces in issue order (a Map keeps insertion order), so the first is the oldest.
  const nonces = new Map<string, Map<string, NonceEntry>>()
  let nonceCount = 0
  let lastSweep = now()

  function dropNonces(sessionId: string) {
    nonceCount -= nonces.get(sessionId)?.size ?? 0
    nonces.delete(sessionId)
  }

  function sweep(at: number) {
    lastSweep = at
    for (const [id, session] of sessions) if (session.expiresAt <= at) sessions.delete(id)
    for (const [id, own] of nonces) {
      for (const [nonce, entry] of own) {
        if (entry.expiresAt > at) continue
        own.delete(nonce)
        nonceCount--
      }
      if (own.size === 0) nonces.delete(id)
    }
  }

  function sweepIfDue(at: number) {
    if (at - lastSweep >= SWEEP_INTERVAL_MS) sweep(at)
  }

  return {
    async putNonce(sessionId, nonce, expiresAt) {
      const at = now()
      sweepIfDue(at)
      const own = nonces.get(sessionId) ?? new Map<string, NonceEntry>()
      // A 128-bit repeat is not going to happen; if it did, refuse rather than extend the old one.
      if (own.has(nonce)) return 'too_many'
      // A full session makes room itself (oldest out), so only a full server refuses.
      const grows = own.size < perSession
      if (grows && nonceCount >= total) sweep(at)
      if (grows && nonceCount >= total) return 'too_many'
      while (own.size >= perSession) {
        const oldest = own.keys().next().value
        if (oldest === undefined) break
        own.delete(oldest)
        nonceCount--
      }
      own.set(nonce, { issuedAt: at, expiresAt })
      nonces.set(sessionId, own)
      nonceCount++
      return 'ok'
    },

    async consumeNonce(sessionId, nonce) {
      const own = nonces.get(sessionId)
      const entry = own?.get(nonce)
      if (!own || !entry) return undefined
      // Gone from here on, whatever the caller's checks decide.
      own.delete(nonce)
      nonceCount--
      if (own.size === 0) nonces.delete(sessionId)
      return entry.expiresAt > now() ? { issuedAt: entry.issuedAt } : undefined
    },

    async createSession(data, ttlMs) {
      const at = now()
      sweepIfDue(at)
      if (sessions.size >= maxSessions) sweep(at)
      if (sessions.size >= maxSessions) throw new AuthUnavailableError('session store is full')
      let id = randomHex(SESSION_ID_BYTES)
      while (sessions.has(id)) id = randomHex(SESSION_ID_BYTES)
      sessions.set(id, { data, expiresAt: at + ttlMs })
      return id
    },

    async getSession(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) return undefined
      if (session.expiresAt > now()) return { data: session.data, expiresAt: session.expiresAt }
      sessions.delete(sessionId)
      dropNonces(sessionId)
      return undefined
    },

    async deleteSession(sessionId) {
      sessions.delete(sessionId)
      dropNonces(sessionId)
    },
  }
}

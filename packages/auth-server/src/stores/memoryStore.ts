// The default AuthStore: plain Maps in this process (one server instance). Every method finishes
// its reads and writes before its first await point, so each is atomic on Node's single thread.
//
// Nothing here ever walks every entry on a request path (issue 24): a full store must answer in
// O(1), or a flood of refused writes stalls the whole process. Each kind of session keeps its own
// Map, whose insertion order is age order, and every nonce sits in one more Map in issue order,
// so the oldest (and, all TTLs being alike, the first to expire) is always at the front:
// - a full pool of sessions evicts its oldest, so anonymous pre-sessions never refuse a visitor,
//   whatever the signed-in ones hold (the lockout of issue 24), and signed-in ones never refuse a
//   sign-in;
// - at the global nonce cap, expired nonces leave from the front, then the pre-session holding
//   the oldest nonce goes (with its nonces); a refusal ('too_many') looks at the front only.
// A full sweep still runs, at most once a minute, for entries whose TTL differs from the rest.
import type { AuthStore, SessionData } from './authStore'
import { randomHex, SESSION_ID_BYTES } from './randomToken'

export type MemoryStoreOptions = {
  now?: () => number
  /** Outstanding nonces one session may hold; a new one evicts the oldest. Default 5. */
  maxOutstandingNoncesPerSession?: number
  /**
   * Outstanding nonces across all sessions; at it the oldest anonymous session makes room, and
   * with none to evict putNonce answers 'too_many'. Default 100,000.
   */
  maxOutstandingNoncesTotal?: number
  /**
   * Live sessions of each kind (anonymous, signed in), counted apart; a new one past it evicts
   * the oldest of its kind. Default 100,000.
   */
  maxSessions?: number
}

type NonceEntry = { sessionId: string; nonce: string; issuedAt: number; expiresAt: number }
type SessionEntry = { data: SessionData; expiresAt: number }

const SWEEP_INTERVAL_MS = 60_000
export const DEFAULT_MEMORY_CAP = 100_000
export const DEFAULT_NONCES_PER_SESSION = 5

/** Test-only counters: how often the store walked all of its entries. */
export type MemoryStoreProbe = { sweeps: number }

function first<K, V>(map: Map<K, V>): [K, V] | undefined {
  const next = map.entries().next()
  return next.done ? undefined : next.value
}

/** Node's key for one nonce in the global issue-order Map. */
function nonceKey(sessionId: string, nonce: string): string {
  return `${sessionId}:${nonce}`
}

export function createMemoryStore(options: MemoryStoreOptions = {}): AuthStore {
  return createProbedMemoryStore(options, { sweeps: 0 })
}

/** createMemoryStore, counting its full sweeps into `probe` (tests of the O(1) refusal). */
export function createProbedMemoryStore(
  options: MemoryStoreOptions,
  probe: MemoryStoreProbe,
): AuthStore {
  const now = options.now ?? Date.now
  const perSession = options.maxOutstandingNoncesPerSession ?? DEFAULT_NONCES_PER_SESSION
  const total = options.maxOutstandingNoncesTotal ?? DEFAULT_MEMORY_CAP
  const maxSessions = options.maxSessions ?? DEFAULT_MEMORY_CAP
  const pools = {
    anonymous: new Map<string, SessionEntry>(),
    authenticated: new Map<string, SessionEntry>(),
  }
  // Per session, its nonces in issue order; and all of them in issue order, for the global cap.
  const nonces = new Map<string, Map<string, NonceEntry>>()
  const allNonces = new Map<string, NonceEntry>()
  let lastSweep = now()

  function sessionEntry(sessionId: string): SessionEntry | undefined {
    return pools.anonymous.get(sessionId) ?? pools.authenticated.get(sessionId)
  }

  function dropNonce(entry: NonceEntry) {
    allNonces.delete(nonceKey(entry.sessionId, entry.nonce))
    const own = nonces.get(entry.sessionId)
    own?.delete(entry.nonce)
    if (own?.size === 0) nonces.delete(entry.sessionId)
  }

  function dropSession(sessionId: string) {
    pools.anonymous.delete(sessionId)
    pools.authenticated.delete(sessionId)
    for (const entry of nonces.get(sessionId)?.values() ?? []) {
      allNonces.delete(nonceKey(sessionId, entry.nonce))
    }
    nonces.delete(sessionId)
  }

  /** O(n), so at most once a minute: entries whose TTL let them fall behind the front. */
  function sweepIfDue(at: number) {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return
    lastSweep = at
    probe.sweeps++
    for (const pool of Object.values(pools)) {
      for (const [id, session] of pool) if (session.expiresAt <= at) dropSession(id)
    }
    for (const entry of allNonces.values()) if (entry.expiresAt <= at) dropNonce(entry)
  }

  /** Expired entries at the front of a pool leave; each step is O(1) and removes one. */
  function dropExpiredFront(pool: Map<string, SessionEntry>, at: number) {
    for (let oldest = first(pool); oldest && oldest[1].expiresAt <= at; oldest = first(pool)) {
      dropSession(oldest[0])
    }
  }

  /**
   * Makes room for one nonce under the global cap, looking only at the front of the issue order:
   * expired nonces leave, then while the oldest nonce is another pre-session's (or its session is
   * gone), that session goes with all its nonces. False (refuse) when the oldest is a signed-in
   * session's or the asker's own. Each step removes at least one entry, so the work is paid for by the requests
   * that created them.
   */
  function roomForNonce(keep: string, at: number): boolean {
    while (allNonces.size >= total) {
      const oldest = first(allNonces)?.[1]
      if (oldest === undefined) return true
      if (oldest.expiresAt <= at) {
        dropNonce(oldest)
        continue
      }
      if (oldest.sessionId === keep) return false
      // A pre-session goes, and so do nonces whose session is gone (nothing can spend them), as
      // in the Redis store; a signed-in session's are never evicted.
      if (pools.authenticated.has(oldest.sessionId)) return false
      dropSession(oldest.sessionId)
    }
    return true
  }

  return {
    async putNonce(sessionId, nonce, expiresAt) {
      const at = now()
      sweepIfDue(at)
      const own = nonces.get(sessionId) ?? new Map<string, NonceEntry>()
      // A 128-bit repeat is not going to happen; if it did, refuse rather than extend the old one.
      if (own.has(nonce)) return 'too_many'
      // A full session makes room itself (oldest out), so only a full server refuses.
      if (own.size < perSession && allNonces.size >= total && !roomForNonce(sessionId, at)) {
        return 'too_many'
      }
      while (own.size >= perSession) {
        const oldest = first(own)
        if (oldest === undefined) break
        dropNonce(oldest[1])
      }
      const entry = { sessionId, nonce, issuedAt: at, expiresAt }
      own.set(nonce, entry)
      nonces.set(sessionId, own)
      allNonces.set(nonceKey(sessionId, nonce), entry)
      return 'ok'
    },

    async consumeNonce(sessionId, nonce) {
      const entry = nonces.get(sessionId)?.get(nonce)
      if (!entry) return undefined
      // Gone from here on, whatever the caller's checks decide.
      dropNonce(entry)
      return entry.expiresAt > now() ? { issuedAt: entry.issuedAt } : undefined
    },

    async createSession(data, ttlMs) {
      const at = now()
      sweepIfDue(at)
      const pool = data.kind === 'anonymous' ? pools.anonymous : pools.authenticated
      dropExpiredFront(pool, at)
      // Full: the oldest of this kind goes, in O(1). Refusing instead would let anyone who fills
      // the store (any key can sign in) lock every later visitor out.
      while (pool.size >= maxSessions) {
        const oldest = first(pool)
        if (oldest === undefined) break
        dropSession(oldest[0])
      }
      let id = randomHex(SESSION_ID_BYTES)
      while (sessionEntry(id)) id = randomHex(SESSION_ID_BYTES)
      pool.set(id, { data, expiresAt: at + ttlMs })
      return id
    },

    async getSession(sessionId) {
      const session = sessionEntry(sessionId)
      if (!session) return undefined
      if (session.expiresAt > now()) return { data: session.data, expiresAt: session.expiresAt }
      dropSession(sessionId)
      return undefined
    },

    async deleteSession(sessionId) {
      dropSession(sessionId)
    },
  }
}

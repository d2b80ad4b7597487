// The one interface every auth store implements: memoryStore.ts and redisStore.ts. Each method
// maps onto atomic Redis steps, so both keep the same guarantees (redisStore.ts has the details):
//   putNonce      SET nonce:<sid>:<nonce> <issuedAt> NX PX <ttl>, plus a per-session sorted set
//                 to evict the oldest past the per-session cap and a global counter for the cap
//   consumeNonce  GETDEL nonce:<sid>:<nonce>   (exactly one caller ever gets the value)
//   sessions      SET session:<sha256(id)> <json> NX PX <ttl> / GET / DEL
import type { Address } from 'viem'

export type SessionData =
  | { kind: 'anonymous'; createdAt: number }
  | {
      kind: 'authenticated'
      createdAt: number
      address: Address
      chainId: number
      /** The signed message's Request ID and Resources, when it had them (EIP-4361, optional). */
      requestId?: string
      resources?: string[]
    }

export type AuthStore = {
  /**
   * Records a nonce for a session until `expiresAt` (epoch ms). Past the per-session cap the
   * session's oldest nonce is dropped. At the global cap the shipped stores first end the
   * anonymous session holding the oldest nonce (never the asker's), so pre-sessions cannot lock
   * sign-in out; when that does not make room (the oldest is a signed-in session's, or the
   * asker's), nothing is stored and 'too_many' says so. A store may also simply refuse.
   */
  putNonce(sessionId: string, nonce: string, expiresAt: number): Promise<'ok' | 'too_many'>
  /**
   * Atomically removes the nonce and returns when it was issued, or undefined when this session
   * has no such live nonce. Two concurrent calls for one nonce: exactly one gets it.
   */
  consumeNonce(sessionId: string, nonce: string): Promise<{ issuedAt: number } | undefined>
  /**
   * Stores a new session under a fresh unguessable id; it ends `ttlMs` later, whatever happens.
   * The shipped stores cap each kind (anonymous, signed in) apart and make room by ending the
   * oldest of that kind, never by refusing: a full store that refused would let anyone who can
   * fill it (any key can sign in) lock every later visitor out.
   */
  createSession(data: SessionData, ttlMs: number): Promise<string>
  /** The session with its absolute expiry (epoch ms), or undefined when unknown or expired. */
  getSession(sessionId: string): Promise<{ data: SessionData; expiresAt: number } | undefined>
  /** Deletes the session and its outstanding nonces; deleting an unknown id is not an error. */
  deleteSession(sessionId: string): Promise<void>
}

// Test-only: the behaviour every AuthStore must have, as a suite a store's test file runs against
// its own implementation (stores/memoryStore.test.ts and stores/redisStore.test.ts). The main suite uses no clock
// tricks, so a store with a server-side clock passes too; the expiry suite is for stores that take
// an injected clock.
import { describe, expect, test } from 'vitest'
import type { AuthStore } from '../stores/authStore'

export type StoreFactory = (caps: {
  perSession: number
  total: number
  maxSessions?: number
}) => Promise<AuthStore>

const HOUR = 60 * 60 * 1000
const anonymous = { kind: 'anonymous', createdAt: 0 } as const
/** A signed-in session's data, for store tests. */
export const signedIn = {
  kind: 'authenticated',
  createdAt: 0,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1,
} as const

export function authStoreContract(name: string, create: StoreFactory) {
  const store = (perSession = 5, total = 1000) => create({ perSession, total })

  describe(`${name}: the AuthStore contract`, () => {
    test('behavior: a nonce is consumed exactly once, with when it was issued', async () => {
      const s = await store()
      const sid = await s.createSession(anonymous, HOUR)
      const before = Date.now()
      expect(await s.putNonce(sid, 'abcdef0123', Date.now() + HOUR)).toBe('ok')
      const first = await s.consumeNonce(sid, 'abcdef0123')
      expect(first?.issuedAt).toBeGreaterThanOrEqual(before - 1000)
      expect(await s.consumeNonce(sid, 'abcdef0123')).toBeUndefined()
    })

    test('behavior: concurrent consumers of one nonce → exactly one wins', async () => {
      const s = await store()
      const sid = await s.createSession(anonymous, HOUR)
      await s.putNonce(sid, 'abcdef0123', Date.now() + HOUR)
      const results = await Promise.all(
        Array.from({ length: 10 }, () => s.consumeNonce(sid, 'abcdef0123')),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    test('behavior: a nonce belongs to its session only', async () => {
      const s = await store()
      const [a, b] = [
        await s.createSession(anonymous, HOUR),
        await s.createSession(anonymous, HOUR),
      ]
      await s.putNonce(a, 'abcdef0123', Date.now() + HOUR)
      expect(await s.consumeNonce(b, 'abcdef0123')).toBeUndefined()
      expect(await s.consumeNonce(a, 'abcdef0123')).toBeDefined()
    })

    test('behavior: past the per-session cap the oldest nonce is evicted', async () => {
      const s = await store(2)
      const sid = await s.createSession(anonymous, HOUR)
      for (const nonce of ['nonce0001', 'nonce0002', 'nonce0003']) {
        expect(await s.putNonce(sid, nonce, Date.now() + HOUR)).toBe('ok')
      }
      expect(await s.consumeNonce(sid, 'nonce0001')).toBeUndefined()
      expect(await s.consumeNonce(sid, 'nonce0002')).toBeDefined()
      expect(await s.consumeNonce(sid, 'nonce0003')).toBeDefined()
    })

    test('behavior: past the global cap putNonce answers too_many until one is consumed', async () => {
      // Signed-in sessions hold the nonces: nothing the store may end to make room.
      const s = await store(5, 2)
      const sids = [
        await s.createSession(signedIn, HOUR),
        await s.createSession(signedIn, HOUR),
        await s.createSession(anonymous, HOUR),
      ] as const
      expect(await s.putNonce(sids[0], 'nonce0001', Date.now() + HOUR)).toBe('ok')
      expect(await s.putNonce(sids[1], 'nonce0002', Date.now() + HOUR)).toBe('ok')
      expect(await s.putNonce(sids[2], 'nonce0003', Date.now() + HOUR)).toBe('too_many')
      expect(await s.consumeNonce(sids[2], 'nonce0003')).toBeUndefined()
      await s.consumeNonce(sids[0], 'nonce0001')
      expect(await s.putNonce(sids[2], 'nonce0003', Date.now() + HOUR)).toBe('ok')
    })

    test('behavior: at the global cap the pre-session holding the oldest nonce makes room', async () => {
      const s = await store(5, 2)
      const [a, b, c] = [
        await s.createSession(anonymous, HOUR),
        await s.createSession(anonymous, HOUR),
        await s.createSession(anonymous, HOUR),
      ]
      // One nonce TTL for all, so the oldest is also the nearest to expiry (Redis orders by that).
      const issued = Date.now()
      expect(await s.putNonce(a, 'nonce0001', issued + HOUR)).toBe('ok')
      expect(await s.putNonce(b, 'nonce0002', issued + HOUR + 1)).toBe('ok')
      expect(await s.putNonce(c, 'nonce0003', issued + HOUR + 2)).toBe('ok')
      expect(await s.getSession(a)).toBeUndefined()
      expect(await s.consumeNonce(a, 'nonce0001')).toBeUndefined()
      expect(await s.consumeNonce(b, 'nonce0002')).toBeDefined()
      expect(await s.consumeNonce(c, 'nonce0003')).toBeDefined()
    })

    test('behavior: at the global cap nonces whose session is gone make room', async () => {
      const s = await store(5, 1)
      const gone = await s.createSession(anonymous, HOUR)
      const issued = Date.now()
      expect(await s.putNonce(gone, 'nonce0001', issued + HOUR)).toBe('ok')
      await s.deleteSession(gone)
      // Deleting dropped its nonce already; a nonce put for an id with no session at all too.
      expect(await s.putNonce('f'.repeat(64), 'nonce0002', issued + HOUR)).toBe('ok')
      const asker = await s.createSession(signedIn, HOUR)
      expect(await s.putNonce(asker, 'nonce0003', issued + HOUR + 1)).toBe('ok')
      expect(await s.consumeNonce(asker, 'nonce0003')).toBeDefined()
    })

    test('behavior: a full store ends its oldest session of the kind, never refuses', async () => {
      const s = await create({ perSession: 5, total: 1000, maxSessions: 2 })
      // Each later one lives a little longer, so the oldest is also the nearest to expiry (the
      // order Redis evicts in) whatever the clock's resolution.
      let ttl = HOUR
      const next = () => ++ttl
      const anon = [
        await s.createSession(anonymous, next()),
        await s.createSession(anonymous, next()),
      ]
      const signed = [
        await s.createSession(signedIn, next()),
        await s.createSession(signedIn, next()),
      ]
      // One more of each kind: each evicts the oldest of its own kind only.
      const newer = await s.createSession(anonymous, next())
      expect(await s.getSession(anon[0] ?? '')).toBeUndefined()
      expect(await s.getSession(anon[1] ?? '')).toBeDefined()
      expect(await s.getSession(signed[0] ?? '')).toBeDefined()
      const newest = await s.createSession(signedIn, next())
      expect(await s.getSession(signed[0] ?? '')).toBeUndefined()
      expect(await s.getSession(signed[1] ?? '')).toBeDefined()
      expect(await s.getSession(newer)).toBeDefined()
      expect(await s.getSession(newest)).toBeDefined()
    })

    test('behavior: sessions round-trip, ids are fresh 256-bit hex, delete is idempotent', async () => {
      const s = await store()
      const data = {
        kind: 'authenticated',
        createdAt: 1,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 10,
      } as const
      const id = await s.createSession(data, HOUR)
      expect(id).toMatch(/^[0-9a-f]{64}$/)
      expect(await s.createSession(data, HOUR)).not.toBe(id)
      expect((await s.getSession(id))?.data).toEqual(data)
      await s.deleteSession(id)
      expect(await s.getSession(id)).toBeUndefined()
      await s.deleteSession(id)
      await s.deleteSession('unknown')
    })

    test('behavior: deleting a session drops its nonces', async () => {
      const s = await store()
      const sid = await s.createSession(anonymous, HOUR)
      await s.putNonce(sid, 'abcdef0123', Date.now() + HOUR)
      await s.deleteSession(sid)
      expect(await s.consumeNonce(sid, 'abcdef0123')).toBeUndefined()
    })
  })
}

/** A store on an injected clock the test moves. */
export type ClockedStore = { store: AuthStore; now: () => number; advance: (ms: number) => void }
export type ClockedStoreFactory = (caps: { total?: number }) => ClockedStore

/** Expiry on the store's (injected) clock, for stores that take one: memory and Redis. */
export function authStoreExpiryContract(name: string, clocked: ClockedStoreFactory) {
  describe(`${name}: expiry on the store clock`, () => {
    test('behavior: a nonce is gone at its expiresAt; issuedAt is the store clock', async () => {
      const { store, now, advance } = clocked({})
      const sid = await store.createSession(anonymous, 60_000)
      await store.putNonce(sid, 'nonce0001', now() + 1000)
      await store.putNonce(sid, 'nonce0002', now() + 1000)
      advance(999)
      expect(await store.consumeNonce(sid, 'nonce0001')).toEqual({ issuedAt: now() - 999 })
      advance(1)
      expect(await store.consumeNonce(sid, 'nonce0002')).toBeUndefined()
    })

    test('behavior: a session ends at its absolute TTL and takes its nonces along', async () => {
      const { store, now, advance } = clocked({})
      const sid = await store.createSession(anonymous, 60_000)
      await store.putNonce(sid, 'nonce0001', now() + 120_000)
      advance(59_999)
      expect(await store.getSession(sid)).toEqual({ data: anonymous, expiresAt: now() + 1 })
      advance(1)
      expect(await store.getSession(sid)).toBeUndefined()
      expect(await store.consumeNonce(sid, 'nonce0001')).toBeUndefined()
    })

    test('behavior: expired nonces stop counting toward the global cap', async () => {
      const { store, now, advance } = clocked({ total: 1 })
      const sid = await store.createSession(signedIn, 600_000)
      expect(await store.putNonce(sid, 'nonce0001', now() + 1000)).toBe('ok')
      const other = await store.createSession(anonymous, 600_000)
      expect(await store.putNonce(other, 'nonce0002', now() + 1000)).toBe('too_many')
      advance(1000)
      expect(await store.putNonce(other, 'nonce0002', now() + 1000)).toBe('ok')
    })
  })
}

// Covers the in-memory AuthStore: the shared store contract, plus expiry on an injected clock,
// lazy sweeping under the caps and the session cap.
import { describe, expect, test } from 'vitest'
import { authStoreContract } from './authStoreContract'
import { createMemoryStore } from './memoryStore'

authStoreContract('memory store', async ({ perSession, total }) =>
  createMemoryStore({
    maxOutstandingNoncesPerSession: perSession,
    maxOutstandingNoncesTotal: total,
  }),
)

const anonymous = { kind: 'anonymous', createdAt: 0 } as const

function clocked(options: Parameters<typeof createMemoryStore>[0] = {}) {
  let now = 1_000_000
  const store = createMemoryStore({ ...options, now: () => now })
  return { store, now: () => now, advance: (ms: number) => (now += ms) }
}

describe('memory store expiry', () => {
  test('behavior: a nonce is gone at its expiresAt; issuedAt is the store clock', async () => {
    const { store, now, advance } = clocked()
    const sid = await store.createSession(anonymous, 60_000)
    await store.putNonce(sid, 'nonce0001', now() + 1000)
    await store.putNonce(sid, 'nonce0002', now() + 1000)
    advance(999)
    expect(await store.consumeNonce(sid, 'nonce0001')).toEqual({ issuedAt: now() - 999 })
    advance(1)
    expect(await store.consumeNonce(sid, 'nonce0002')).toBeUndefined()
  })

  test('behavior: a session ends at its absolute TTL and takes its nonces along', async () => {
    const { store, now, advance } = clocked()
    const sid = await store.createSession(anonymous, 60_000)
    await store.putNonce(sid, 'nonce0001', now() + 120_000)
    advance(59_999)
    expect(await store.getSession(sid)).toEqual({ data: anonymous, expiresAt: now() + 1 })
    advance(1)
    expect(await store.getSession(sid)).toBeUndefined()
    expect(await store.consumeNonce(sid, 'nonce0001')).toBeUndefined()
  })

  test('behavior: expired nonces stop counting toward the global cap', async () => {
    const { store, now, advance } = clocked({ maxOutstandingNoncesTotal: 1 })
    const sid = await store.createSession(anonymous, 600_000)
    expect(await store.putNonce(sid, 'nonce0001', now() + 1000)).toBe('ok')
    const other = await store.createSession(anonymous, 600_000)
    expect(await store.putNonce(other, 'nonce0002', now() + 1000)).toBe('too_many')
    advance(1000)
    expect(await store.putNonce(other, 'nonce0002', now() + 1000)).toBe('ok')
  })

  test('error: past maxSessions createSession fails as unavailable until some expire', async () => {
    const { store, advance } = clocked({ maxSessions: 2 })
    await store.createSession(anonymous, 1000)
    await store.createSession(anonymous, 5000)
    await expect(store.createSession(anonymous, 1000)).rejects.toMatchObject({
      name: 'AuthUnavailableError',
    })
    advance(1000)
    expect(await store.createSession(anonymous, 1000)).toMatch(/^[0-9a-f]{64}$/)
  })
})

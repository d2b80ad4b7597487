// Covers the in-memory AuthStore: the shared store contract, plus expiry on an injected clock,
// lazy sweeping under the caps and the session cap.
import { describe, expect, test } from 'vitest'
import { createMemoryStore } from './memoryStore'
import { authStoreContract, authStoreExpiryContract } from './testing/authStoreContract'

authStoreContract('memory store', async ({ perSession, total }) =>
  createMemoryStore({
    maxOutstandingNoncesPerSession: perSession,
    maxOutstandingNoncesTotal: total,
  }),
)

const anonymous = { kind: 'anonymous', createdAt: 0 } as const

authStoreExpiryContract('memory store', ({ total }) =>
  clocked(total === undefined ? {} : { maxOutstandingNoncesTotal: total }),
)

function clocked(options: Parameters<typeof createMemoryStore>[0] = {}) {
  let now = 1_000_000
  const store = createMemoryStore({ ...options, now: () => now })
  return { store, now: () => now, advance: (ms: number) => (now += ms) }
}

describe('memory store expiry', () => {
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

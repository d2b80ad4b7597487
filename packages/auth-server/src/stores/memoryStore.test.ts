// Covers the in-memory AuthStore: the shared store contract, plus expiry on an injected clock,
// lazy sweeping under the caps and the session cap.
import { describe, expect, test } from 'vitest'
import { authStoreContract, authStoreExpiryContract, signedIn } from '../testing/authStoreContract'
import { createMemoryStore, createProbedMemoryStore, type MemoryStoreOptions } from './memoryStore'

authStoreContract('memory store', async ({ perSession, total, maxSessions }) =>
  createMemoryStore({
    maxOutstandingNoncesPerSession: perSession,
    maxOutstandingNoncesTotal: total,
    ...(maxSessions === undefined ? {} : { maxSessions }),
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

describe('memory store caps', () => {
  test('behavior: past maxSessions the oldest session of the kind goes, expired ones first', async () => {
    const { store, advance } = clocked({ maxSessions: 2 })
    const short = await store.createSession(anonymous, 1000)
    const long = await store.createSession(anonymous, 5000)
    advance(1000)
    const third = await store.createSession(anonymous, 1000)
    expect(await store.getSession(short)).toBeUndefined()
    expect(await store.getSession(long)).toBeDefined()
    expect(await store.getSession(third)).toBeDefined()
  })

  // Issue 24.4: a refused write swept all 100,000 entries (7.6 ms each), so a flood of them
  // stalled the process. Counted, not timed: a refusal never walks the store.
  test('behavior: a full store refuses without walking its entries (O(1))', async () => {
    const ENTRIES = 100_000
    const REFUSALS = 1000
    const probe = { sweeps: 0 }
    const options: MemoryStoreOptions = {
      maxOutstandingNoncesTotal: ENTRIES,
      maxSessions: ENTRIES,
      maxOutstandingNoncesPerSession: 5,
    }
    let now = 1_000_000
    const store = createProbedMemoryStore({ ...options, now: () => now }, probe)
    const holders = await Promise.all(
      Array.from({ length: ENTRIES / 5 }, () => store.createSession(signedIn, 3_600_000)),
    )
    for (const [index, sid] of holders.entries()) {
      for (let n = 0; n < 5; n++) await store.putNonce(sid, `n${index}x${n}`, now + 600_000)
    }
    const asker = await store.createSession(anonymous, 600_000)
    for (let i = 0; i < REFUSALS; i++) {
      now += 10 // the clock moves, as it does under a real flood
      expect(await store.putNonce(asker, `refused${i}`, now + 300_000)).toBe('too_many')
    }
    expect(probe.sweeps).toBe(0)
  })
})

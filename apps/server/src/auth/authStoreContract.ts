// Test-only: the behaviour every AuthStore must have, as a suite a store's test file runs against
// its own implementation (memoryStore.test.ts and redisStore.test.ts). No clock tricks here, so a
// store with a server-side clock passes too; time-based expiry is tested per store.
import { describe, expect, test } from 'vitest'
import type { AuthStore } from './authStore'

export type StoreFactory = (caps: { perSession: number; total: number }) => Promise<AuthStore>

const HOUR = 60 * 60 * 1000
const anonymous = { kind: 'anonymous', createdAt: 0 } as const

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
      const s = await store(5, 2)
      const sids = [
        await s.createSession(anonymous, HOUR),
        await s.createSession(anonymous, HOUR),
        await s.createSession(anonymous, HOUR),
      ] as const
      expect(await s.putNonce(sids[0], 'nonce0001', Date.now() + HOUR)).toBe('ok')
      expect(await s.putNonce(sids[1], 'nonce0002', Date.now() + HOUR)).toBe('ok')
      expect(await s.putNonce(sids[2], 'nonce0003', Date.now() + HOUR)).toBe('too_many')
      expect(await s.consumeNonce(sids[2], 'nonce0003')).toBeUndefined()
      await s.consumeNonce(sids[0], 'nonce0001')
      expect(await s.putNonce(sids[2], 'nonce0003', Date.now() + HOUR)).toBe('ok')
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

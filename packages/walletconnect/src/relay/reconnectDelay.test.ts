import { expect, test } from 'vitest'
import { RELAY_RECONNECT_FIRST_DELAY_MS, RELAY_RECONNECT_MAX_DELAY_MS } from './constants'
import { RecentIds } from './RecentIds'
import { reconnectDelay } from './reconnectDelay'

test('behavior: the backoff doubles from the first delay up to the cap, jittered within half', () => {
  for (let attempt = 0; attempt < 12; attempt++) {
    const ceiling = Math.min(
      RELAY_RECONNECT_FIRST_DELAY_MS * 2 ** attempt,
      RELAY_RECONNECT_MAX_DELAY_MS,
    )
    for (let i = 0; i < 20; i++) {
      const delay = reconnectDelay(attempt)
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
      expect(delay).toBeLessThanOrEqual(ceiling)
    }
  }
})

test('behavior: recent ids remember the last N, forgetting the oldest first', () => {
  const recent = new RecentIds(2)
  expect([recent.seen('a'), recent.seen('b'), recent.seen('a')]).toEqual([false, false, true])
  recent.seen('c')
  expect(recent.seen('a')).toBe(false)
  expect(recent.seen('c')).toBe(true)
})

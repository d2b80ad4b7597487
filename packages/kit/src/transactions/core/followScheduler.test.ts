// Covers what both trackers share: an entry is followed once at a time, retries wait a doubling
// delay up to the cap, and stop() cancels the timers, aborts the lookups and marks their
// generation stale (the trackers' own tests cover how they use it).
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createFollowScheduler, TRACK_MAX_RETRY_DELAY_MS } from './followScheduler'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('behavior: an entry is claimed once until released', () => {
  const follow = createFollowScheduler({})
  expect(follow.claim('a')).toBe(true)
  expect(follow.claim('a')).toBe(false)
  follow.release('a')
  expect(follow.claim('a')).toBe(true)
})

test('behavior: retries double from the base delay, capped', () => {
  const follow = createFollowScheduler({ retryDelayMs: 1_000 })
  expect([0, 1, 2].map(follow.backoff)).toEqual([1_000, 2_000, 4_000])
  expect(follow.backoff(20)).toBe(TRACK_MAX_RETRY_DELAY_MS)
})

test('behavior: stop() cancels timers, aborts lookups and makes the generation stale', async () => {
  const follow = createFollowScheduler({})
  const run = vi.fn()
  const started = follow.generation()
  const signal = follow.signal()
  follow.claim('a')
  follow.later(started, 100, run)
  follow.stop()
  await vi.advanceTimersByTimeAsync(1_000)
  expect(run).not.toHaveBeenCalled()
  expect(signal.aborted).toBe(true)
  expect(follow.isCurrent(started)).toBe(false)
  expect(follow.signal().aborted).toBe(false)
  expect(follow.claim('a')).toBe(true)
})

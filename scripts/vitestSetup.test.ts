// vitest.setup.ts: what every test file starts with.
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
})

test('behavior: vi.waitFor waits past Vitest’s 1 s default for a condition that comes later', async () => {
  // Under fake timers vi.waitFor advances the clock by its 50 ms interval at each check, on real
  // time: the condition holds at the 22nd check, about 1.1 s in, past Vitest's own 1 s time-out.
  vi.useFakeTimers()
  const readyAt = Date.now() + 1_100
  await expect(
    vi.waitFor(() => {
      if (Date.now() < readyAt) throw new Error('not yet')
      return 'ready'
    }),
  ).resolves.toBe('ready')
})

test('behavior: a timeout the call gives still wins', async () => {
  await expect(
    vi.waitFor(
      () => {
        throw new Error('never')
      },
      { timeout: 100 },
    ),
  ).rejects.toThrow('never')
})

// Covers the search for the block where an account's nonce was used, by its transaction counts:
// found within the range, not yet used, used before the range, and in few reads.
import { expect, test, vi } from 'vitest'
import { firstBlockPastNonce } from './firstBlockPastNonce'

/** An account whose transaction of nonce i was mined in block minedAt[i]. */
const counts = (minedAt: readonly number[]) =>
  vi.fn(async (block: number) => minedAt.filter((at) => at <= block).length)

test('behavior: the block where the nonce was used', async () => {
  const countAt = counts([3, 8, 8, 40])
  expect(await firstBlockPastNonce({ from: 0, to: 100, nonce: 0, countAt })).toBe(3)
  expect(await firstBlockPastNonce({ from: 0, to: 100, nonce: 2, countAt })).toBe(8)
  expect(await firstBlockPastNonce({ from: 9, to: 100, nonce: 3, countAt })).toBe(40)
  expect(await firstBlockPastNonce({ from: 40, to: 40, nonce: 3, countAt })).toBe(40)
})

test('behavior: not used by the end of the range, or used before it: undefined', async () => {
  const countAt = counts([3, 8])
  expect(await firstBlockPastNonce({ from: 0, to: 100, nonce: 2, countAt })).toBeUndefined()
  expect(await firstBlockPastNonce({ from: 9, to: 100, nonce: 1, countAt })).toBeUndefined()
  expect(await firstBlockPastNonce({ from: 50, to: 10, nonce: 0, countAt })).toBeUndefined()
})

test('behavior: a long range takes a logarithmic number of reads', async () => {
  const countAt = counts([700_001])
  expect(await firstBlockPastNonce({ from: 0, to: 1_000_000, nonce: 0, countAt })).toBe(700_001)
  expect(countAt.mock.calls.length).toBeLessThanOrEqual(22)
})

// Covers the nonce guessed for a transaction the node forgot before it was read: the pool's
// newest, the previous one when a speed-up or cancel of it was mined just before the first look,
// else the account's next. The lookups it is made from: actions/waitForReceipt.forgotten.anvil.test.ts.
import { expect, test } from 'vitest'
import { REPLACED_BEFORE_FIRST_LOOK_BLOCKS } from '../../core/constants'
import { inferNonce } from './inferNonce'

test('behavior: the pool holds the account transactions: the newest took its place', () => {
  expect(inferNonce({ block: 100, latest: 7, pending: 8 })).toBe(7)
  expect(inferNonce({ block: 100, latest: 7, pending: 10 })).toBe(9)
})

test('behavior: nothing waiting and nothing just mined: the account next nonce', () => {
  expect(inferNonce({ block: 100, latest: 7, pending: 7 })).toBe(7)
  expect(inferNonce({ block: 100, latest: 0, pending: 0 })).toBe(0)
})

test.each(['repriced', 'cancelled'] as const)(
  'behavior: a %s transaction mined just before the first look took its nonce',
  (reason) => {
    const minedAt = 100 - REPLACED_BEFORE_FIRST_LOOK_BLOCKS
    expect(inferNonce({ block: 100, latest: 7, pending: 7, previous: { minedAt, reason } })).toBe(6)
  },
)

test('behavior: an unrelated or older previous transaction is not its replacement', () => {
  const recent = { minedAt: 100, reason: 'replaced' as const }
  expect(inferNonce({ block: 100, latest: 7, pending: 7, previous: recent })).toBe(7)
  const old = { minedAt: 100 - REPLACED_BEFORE_FIRST_LOOK_BLOCKS - 1, reason: 'repriced' as const }
  expect(inferNonce({ block: 100, latest: 7, pending: 7, previous: old })).toBe(7)
})

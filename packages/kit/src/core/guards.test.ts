// Covers the shared type guards: the edges each one draws.
import { expect, test } from 'vitest'
import { isCount, isPositiveInteger, isRecord, isTransactionHash } from './guards'

test('behavior: a transaction hash is 0x and exactly 64 hex digits, any case', () => {
  expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
  expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
  expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  expect(isTransactionHash(1)).toBe(false)
})

test('behavior: a record is a plain object, not null or an array', () => {
  expect(isRecord({})).toBe(true)
  expect(isRecord(null)).toBe(false)
  expect(isRecord([])).toBe(false)
  expect(isRecord('x')).toBe(false)
})

test('behavior: counts start at 0, positive integers at 1, both whole and safe', () => {
  expect([0, 1].map(isCount)).toEqual([true, true])
  expect([-1, 1.5, Number.MAX_SAFE_INTEGER + 1, '1'].some(isCount)).toBe(false)
  expect([0, 1].map(isPositiveInteger)).toEqual([false, true])
})

// Covers a batch's next state: pending moves anywhere, a settled batch never moves again.
import { describe, expect, test } from 'vitest'
import type { CallsInfo } from '../transactionTypes'
import { advanceCalls } from './advanceCalls'

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const PENDING: CallsInfo = { status: 'pending', receipts: [] }

describe('advanceCalls', () => {
  test('behavior: pending takes the answer, and a lookup error is cleared', () => {
    const receipts = [{ transactionHash: hashOf(1), status: 'success' as const }]
    expect(
      advanceCalls({ ...PENDING, error: 'unreachable' }, { status: 'confirmed', receipts }),
    ).toEqual({
      status: 'confirmed',
      receipts,
    })
  })

  test('behavior: receipts already reported while pending are not taken back', () => {
    const receipts = [{ transactionHash: hashOf(1), status: 'success' as const }]
    expect(
      advanceCalls({ status: 'pending', receipts }, { status: 'pending', receipts: [] }),
    ).toEqual({
      status: 'pending',
      receipts,
    })
  })

  test.each([
    ['confirmed', 'pending'],
    ['reverted', 'confirmed'],
    ['partiallyReverted', 'confirmed'],
    ['failedOffchain', 'pending'],
  ] as const)('error: %s then %s is a CallsStatusWentBackError', (from, to) => {
    expect(() =>
      advanceCalls({ status: from, receipts: [] }, { status: to, receipts: [] }),
    ).toThrow(expect.objectContaining({ name: 'CallsStatusWentBackError' }))
  })
})

// Covers when a transaction the node no longer knows is dropped: §9's blocks and looks both
// passed since it went missing, and any look that finds it starts over.
import { expect, test } from 'vitest'
import { DROPPED_AFTER_BLOCKS, DROPPED_AFTER_LOOKS } from '../../core/constants'
import { isDropped, noteLook, type TransactionAbsence } from './transactionAbsence'

const missingAt = (blocks: readonly number[], start?: TransactionAbsence) =>
  blocks.reduce<TransactionAbsence>(
    (absence, block) => noteLook(absence, { block, missing: true }),
    start,
  )

test('behavior: dropped once both the blocks and the looks have passed', () => {
  const looks = Array.from({ length: DROPPED_AFTER_LOOKS }, (_, i) => 10 + i)
  const absence = missingAt(looks)
  expect(absence).toEqual({ since: 10, looks: DROPPED_AFTER_LOOKS })
  expect(isDropped(absence, 10 + DROPPED_AFTER_BLOCKS - 1)).toBe(false)
  expect(isDropped(absence, 10 + DROPPED_AFTER_BLOCKS)).toBe(true)
})

test('behavior: many blocks seen by too few looks are not enough (forgetful answers)', () => {
  const far = 10 + DROPPED_AFTER_BLOCKS * 5
  const looks = Array.from({ length: DROPPED_AFTER_LOOKS - 1 }, (_, i) => 10 + i * 50)
  expect(isDropped(missingAt(looks), far)).toBe(false)
})

test('behavior: a look that finds it again starts over', () => {
  const absence = missingAt([10, 11, 12, 13])
  const found = noteLook(absence, { block: 14, missing: false })
  expect(found).toBeUndefined()
  expect(isDropped(found, 100)).toBe(false)
  expect(noteLook(found, { block: 15, missing: true })).toEqual({ since: 15, looks: 1 })
})

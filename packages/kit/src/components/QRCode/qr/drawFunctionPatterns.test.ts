import { expect, test } from 'vitest'
import { alignmentPositions } from './drawFunctionPatterns'

test('behavior: alignment pattern centres match ISO/IEC 18004 Annex E, Table E.1', () => {
  expect(alignmentPositions(1)).toEqual([])
  expect(alignmentPositions(2)).toEqual([6, 18])
  expect(alignmentPositions(7)).toEqual([6, 22, 38])
  expect(alignmentPositions(15)).toEqual([6, 26, 48, 70])
  expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138])
  expect(alignmentPositions(36)).toEqual([6, 24, 50, 76, 102, 128, 154])
  expect(alignmentPositions(40)).toEqual([6, 30, 58, 86, 114, 142, 170])
})

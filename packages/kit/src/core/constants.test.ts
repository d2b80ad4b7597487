// Covers the public `constants` object: it carries every named number of this module, unchanged.
import { expect, test } from 'vitest'
import * as module from './constants'

test('behavior: constants lists every exported number of core/constants', () => {
  const { constants, ...numbers } = module
  expect(constants).toEqual(numbers)
  expect(Object.isFrozen(constants)).toBe(true)
})

import { expect, test } from 'vitest'
import { isOsiApproved } from './osiLicences'

test.each([
  ['MIT', true],
  ['Apache-2.0', true],
  ['(MIT OR Apache-2.0)', true],
  ['MIT OR CC0-1.0', true],
  ['(Apache-2.0 AND MIT)', true],
  ['Apache-2.0 AND LGPL-3.0-or-later AND MIT', true],
  ['Apache-2.0 WITH LLVM-exception', true],
  ['CC-BY-4.0', false],
  ['CC0-1.0', false],
  ['MIT AND CC-BY-4.0', false],
  ['SEE LICENSE IN LICENSE.md', false],
  ['UNLICENSED', false],
  ['', false],
  [undefined, false],
  ['(MIT', false],
  ['MIT OR', false],
])('behavior: %j → %s', (expression, approved) => {
  expect(isOsiApproved(expression)).toBe(approved)
})

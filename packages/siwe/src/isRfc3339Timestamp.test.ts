import { expect, test } from 'vitest'
import { isRfc3339Timestamp } from './isRfc3339Timestamp'

test('behavior: accepts Date#toISOString output, offsets and fractions up to nanoseconds', () => {
  expect(isRfc3339Timestamp(new Date(0).toISOString())).toBe(true)
  expect(isRfc3339Timestamp('2024-02-29T23:59:59Z')).toBe(true)
  expect(isRfc3339Timestamp('2024-05-01T12:00:00.123456789+05:30')).toBe(true)
  expect(isRfc3339Timestamp('2000-02-29T00:00:00-08:00')).toBe(true)
})

test.each([
  ['2024-05-01', 'a date only'],
  ['2024-05-01 12:00:00Z', 'a space for T'],
  ['2024-05-01t12:00:00z', 'lower-case t and z'],
  ['2024-05-01T12:00:00', 'no offset'],
  ['2024-05-01T12:00Z', 'no seconds'],
  ['2024-05-01T12:00:00.Z', 'an empty fraction'],
  ['2024-05-01T12:00:00.1234567890Z', 'ten fraction digits'],
  ['2024-02-30T00:00:00Z', '30 February'],
  ['2023-02-29T00:00:00Z', '29 February outside a leap year'],
  ['1900-02-29T00:00:00Z', '29 February in a century year'],
  ['2024-13-01T00:00:00Z', 'month 13'],
  ['2024-00-01T00:00:00Z', 'month 0'],
  ['2024-04-31T00:00:00Z', '31 April'],
  ['2024-05-01T24:00:00Z', 'hour 24'],
  ['2024-05-01T12:60:00Z', 'minute 60'],
  ['2024-05-01T23:59:60Z', 'a leap second'],
  ['2024-05-01T12:00:00+24:00', 'offset hour 24'],
  ['2024-05-01T12:00:00+0000', 'an offset without colon'],
  ['+002024-05-01T12:00:00Z', 'an expanded year'],
  [' 2024-05-01T12:00:00Z', 'a leading space'],
])('error: %s (%s)', (value) => {
  expect(isRfc3339Timestamp(value)).toBe(false)
})

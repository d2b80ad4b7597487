// Covers RFC 3339 §5.6 date-times (what EIP-4361's issued-at, expiration-time and not-before are)
// and the instant each names: the syntax, the ranges of RFC 3339 §5.7, leap seconds, offsets.
import { expect, test } from 'vitest'
import { isRfc3339Timestamp } from './isRfc3339Timestamp'
import { rfc3339ToMs } from './rfc3339ToMs'

test('behavior: accepts Date#toISOString output, offsets and fractions of any length', () => {
  expect(isRfc3339Timestamp(new Date(0).toISOString())).toBe(true)
  expect(isRfc3339Timestamp('2024-02-29T23:59:59Z')).toBe(true)
  expect(isRfc3339Timestamp('2024-05-01T12:00:00.123456789+05:30')).toBe(true)
  expect(isRfc3339Timestamp('2000-02-29T00:00:00-08:00')).toBe(true)
  // time-secfrac = "." 1*DIGIT: no upper bound on the digits.
  expect(isRfc3339Timestamp('2024-05-01T12:00:00.1234567890Z')).toBe(true)
})

test('behavior: lower-case t and z (RFC 3339 §5.6: "T" and "Z" may alternatively be lower case)', () => {
  expect(isRfc3339Timestamp('2024-05-01t12:00:00z')).toBe(true)
  expect(rfc3339ToMs('2024-05-01t12:00:00z')).toBe(Date.parse('2024-05-01T12:00:00Z'))
})

test("behavior: a leap second at 23:59:60 UTC on a month's last day, in any offset", () => {
  expect(rfc3339ToMs('2016-12-31T23:59:60Z')).toBe(Date.parse('2017-01-01T00:00:00Z'))
  expect(rfc3339ToMs('2016-12-31T18:59:60.5-05:00')).toBe(Date.parse('2017-01-01T00:00:00Z'))
  expect(rfc3339ToMs('2015-06-30T23:59:60Z')).toBe(Date.parse('2015-07-01T00:00:00Z'))
})

test('behavior: the instant, offsets applied and fractions cut to milliseconds', () => {
  expect(rfc3339ToMs('2024-05-01T12:00:00.1239Z')).toBe(Date.parse('2024-05-01T12:00:00.123Z'))
  expect(rfc3339ToMs('2024-05-01T14:00:00+02:00')).toBe(Date.parse('2024-05-01T12:00:00Z'))
  expect(rfc3339ToMs('2024-05-01T12:00:00-00:30')).toBe(Date.parse('2024-05-01T12:30:00Z'))
  // Years before 100 are not 19xx (the trap in Date.UTC).
  expect(rfc3339ToMs('0000-01-01T00:00:00Z')).toBe(-62_167_219_200_000)
  expect(rfc3339ToMs('0099-12-31T23:59:59Z')).toBe(Date.parse('0099-12-31T23:59:59Z'))
  expect(rfc3339ToMs('9999-12-31T23:59:59.999Z')).toBe(Date.parse('9999-12-31T23:59:59.999Z'))
})

test.each([
  ['2024-05-01', 'a date only'],
  ['2024-05-01 12:00:00Z', 'a space for T'],
  ['2024-05-01T12:00:00', 'no offset'],
  ['2024-05-01T12:00Z', 'no seconds'],
  ['2024-05-01T12:00:00.Z', 'an empty fraction'],
  ['2024-02-30T00:00:00Z', '30 February'],
  ['2023-02-29T00:00:00Z', '29 February outside a leap year'],
  ['1900-02-29T00:00:00Z', '29 February in a century year'],
  ['2024-13-01T00:00:00Z', 'month 13'],
  ['2024-00-01T00:00:00Z', 'month 0'],
  ['2024-04-31T00:00:00Z', '31 April'],
  ['2024-05-00T00:00:00Z', 'day 0'],
  ['2024-05-01T24:00:00Z', 'hour 24'],
  ['2024-05-01T12:60:00Z', 'minute 60'],
  ['2024-05-01T23:59:61Z', 'second 61'],
  ['2024-05-01T23:59:60Z', "a leap second not on a month's last day"],
  ['2024-05-31T12:59:60Z', 'a leap second not at 23:59 UTC'],
  ['2016-12-31T23:59:60+01:00', 'a leap second at 23:59 local time but not UTC'],
  ['2024-05-01T12:00:00+24:00', 'offset hour 24'],
  ['2024-05-01T12:00:00+01:60', 'offset minute 60'],
  ['2024-05-01T12:00:00+0000', 'an offset without colon'],
  ['2024-05-01T12:00:00+01', 'an offset without minutes'],
  ['+002024-05-01T12:00:00Z', 'an expanded year'],
  ['24-05-01T12:00:00Z', 'a two-digit year'],
  [' 2024-05-01T12:00:00Z', 'a leading space'],
  ['2024-05-01T12:00:00Z ', 'a trailing space'],
  ['2024-05-01T12:00:00Zx', 'text after the offset'],
  ['Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)', 'what Date#toString writes'],
])('error: %s (%s)', (value) => {
  expect(isRfc3339Timestamp(value)).toBe(false)
  expect(rfc3339ToMs(value)).toBeUndefined()
})

test('error: not a string', () => {
  expect(rfc3339ToMs(42 as unknown as string)).toBeUndefined()
})

// Covers the §9 display rules for names, addresses and balances.
import { describe, expect, test } from 'vitest'
import { formatAddress } from './formatAddress'
import { formatBalance } from './formatBalance'
import { formatEnsName } from './formatEnsName'

describe('formatAddress', () => {
  test('behavior: first 4 and last 4 characters', () => {
    expect(formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
})

describe('formatEnsName', () => {
  test('behavior: 24 characters are kept', () => {
    expect(formatEnsName('abcdefghijklmnopqrst.eth')).toBe('abcdefghijklmnopqrst.eth')
  })
  test('behavior: over 24 characters is truncated to 24', () => {
    const out = formatEnsName('abcdefghijklmnopqrstu.eth')
    expect(out).toBe('abcdefghijklmnopqrstu.e…')
    expect(Array.from(out)).toHaveLength(24)
  })
})

describe('formatBalance', () => {
  test.each([
    ['0.123456', '0.123'],
    ['0.5', '0.5'],
    ['1.23456', '1.23'],
    ['99.999', '100'],
    ['100.56', '100.6'],
    ['9999.94', '9,999.9'],
    ['10000', '10k'],
    ['12345.6', '12.3k'],
    ['2500000', '2.5m'],
    ['7100000000', '7.1b'],
    ['3000000000000', '3t'],
    ['0', '0'],
    ['0.9996', '1'],
    ['99.996', '100'],
    ['9999.96', '10k'],
    ['999949', '999.9k'],
    ['999950', '1m'],
    ['999999999', '1b'],
    ['1234567890123456', '1,234.6t'],
    ['-0.5', '-0.5'],
    ['not a number', 'not a number'],
  ])('behavior: %s -> %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })
})

// Covers telling a speed-up, a cancel and another transaction apart (viem's rule, on the call
// the kit kept: recipient, value and a hash of the calldata).
import { describe, expect, test } from 'vitest'
import { replacementReason, sentCallOf } from './replacementReason'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const YOU = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const sent = { to: YOU, value: 10n, input: '0xa9059cbb' as const }

describe('replacementReason', () => {
  test('behavior: the same call (any address casing) is a speed-up', () => {
    const mined = { from: ME, ...sent, to: YOU.toLowerCase() as `0x${string}` }
    expect(replacementReason(sentCallOf(sent), mined)).toBe('repriced')
  })

  test('behavior: a 0-value transfer to the sender is a cancel', () => {
    const mined = {
      from: ME,
      to: ME.toLowerCase() as `0x${string}`,
      value: 0n,
      input: '0x' as const,
    }
    expect(replacementReason(sentCallOf(sent), mined)).toBe('cancelled')
    expect(replacementReason(undefined, mined)).toBe('cancelled')
  })

  test.each([
    ['another value', { ...sent, value: 11n }],
    ['other calldata', { ...sent, input: '0xa9059cbc' as const }],
    ['another recipient', { ...sent, to: ME }],
    ['a contract creation', { ...sent, to: null }],
  ])('behavior: %s is another transaction', (_name, mined) => {
    expect(replacementReason(sentCallOf(sent), { from: ME, ...mined })).toBe('replaced')
  })

  test('behavior: without the original call, a speed-up cannot be told from a replacement', () => {
    expect(replacementReason(undefined, { from: ME, ...sent })).toBe('replaced')
  })

  test('behavior: a contract creation keeps no recipient', () => {
    expect(sentCallOf({ to: null, value: 0n, input: '0x' })).toEqual({
      value: '0',
      inputHash: '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    })
  })
})

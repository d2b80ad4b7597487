// Covers §5's Safe Apps SDK rules, checked before any call: typed data needs domain, types and
// message; sending needs at least one transaction; a hash lookup needs a non-empty hash.
import { describe, expect, test } from 'vitest'
import { validateSafeTxHash, validateTransactions, validateTypedData } from './validateSafeRequests'

const typedData = { domain: { chainId: 1 }, types: { Mail: [] }, message: { body: 'hi' } }

describe('validateTypedData', () => {
  test('behavior: domain, types and message present pass', () => {
    expect(() => validateTypedData(typedData)).not.toThrow()
  })

  test.each([
    ['domain', { ...typedData, domain: undefined }],
    ['types', { ...typedData, types: null }],
    ['message', { ...typedData, message: 'text' }],
    ['domain, types, message', {}],
    ['domain, types, message', undefined],
  ])('error: missing %s', (missing, value) => {
    expect(() => validateTypedData(value)).toThrow(
      expect.objectContaining({
        name: 'InvalidTypedDataError',
        message: expect.stringContaining(`(missing ${missing})`),
      }),
    )
  })
})

describe('validateTransactions', () => {
  test('behavior: one or more pass', () => {
    expect(() => validateTransactions([{ to: '0x1', value: '0', data: '0x' }])).not.toThrow()
  })

  test.each([[[]], [undefined]])('error: %j is no transaction', (txs) => {
    expect(() => validateTransactions(txs)).toThrow(
      expect.objectContaining({
        name: 'NoTransactionsError',
        message: expect.stringContaining('needs at least one transaction'),
      }),
    )
  })
})

describe('validateSafeTxHash', () => {
  test('behavior: a non-empty hash passes', () => {
    expect(() => validateSafeTxHash('0xabc')).not.toThrow()
  })

  test.each(['', '   ', undefined, 42])('error: %j is no hash', (hash) => {
    expect(() => validateSafeTxHash(hash)).toThrow(
      expect.objectContaining({
        name: 'InvalidSafeTxHashError',
        message: expect.stringContaining('needs a non-empty hash'),
      }),
    )
  })
})

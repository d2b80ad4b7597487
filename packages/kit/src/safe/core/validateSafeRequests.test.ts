// Covers §5's Safe Apps SDK rules, checked before any call: typed data needs domain, types and
// message; sending needs at least one transaction; a hash lookup needs a non-empty hash; a
// permission request may name only the address-book request (§6: else code 4001); an rpcCall
// names a method the host forwards (§8 "not implemented") with params as a list; balances are
// valued in a three-letter fiat code.
import { describe, expect, test } from 'vitest'
import {
  SAFE_RPC_METHODS,
  validateCurrency,
  validatePermissionRequest,
  validateRpcCall,
  validateSafeTxHash,
  validateTransactions,
  validateTypedData,
} from './validateSafeRequests'

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

describe('validatePermissionRequest', () => {
  test('behavior: the address-book request, once or repeated, passes', () => {
    expect(() => validatePermissionRequest([{ requestAddressBook: {} }])).not.toThrow()
    expect(() =>
      validatePermissionRequest([{ requestAddressBook: {} }, { requestAddressBook: { x: 1 } }]),
    ).not.toThrow()
  })

  test.each([
    ['no entry', []],
    ['not a list', { requestAddressBook: {} }],
    ['another permission', [{ eth_accounts: {} }]],
    ['the address book and another', [{ requestAddressBook: {}, eth_accounts: {} }]],
    ['an empty entry', [{}]],
    ['an entry that is not an object', ['requestAddressBook']],
    ['a caveat that is not an object', [{ requestAddressBook: true }]],
    ['nothing', undefined],
  ])('error: %s is a permissions error with code 4001', (_, permissions) => {
    expect(() => validatePermissionRequest(permissions)).toThrow(
      expect.objectContaining({
        name: 'SafePermissionsError',
        code: 4001,
        reason: 'invalid',
        message: 'Permissions request is invalid',
      }),
    )
  })
})

describe('validateRpcCall', () => {
  test('behavior: every method the host forwards, with a list or no params, passes', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(() => validateRpcCall(method, [])).not.toThrow()
      expect(() => validateRpcCall(method, undefined)).not.toThrow()
    }
  })

  test.each(['eth_sendTransaction', 'eth_sign', 'personal_sign', '', undefined])(
    'error: %j is "not implemented"',
    (method) => {
      expect(() => validateRpcCall(method, [])).toThrow(
        expect.objectContaining({
          name: 'SafeRpcMethodNotImplementedError',
          message: `"${String(method)}" not implemented`,
        }),
      )
    },
  )

  test('error: params that are not a list', () => {
    expect(() => validateRpcCall('eth_getBalance', { address: '0x1' })).toThrow(
      expect.objectContaining({ name: 'InvalidSafeRpcParamsError' }),
    )
  })
})

describe('validateCurrency', () => {
  test('behavior: usd by default, any three-letter code lower-cased', () => {
    expect(validateCurrency()).toBe('usd')
    expect(validateCurrency('EUR')).toBe('eur')
  })

  test.each(['', 'us', 'usdc', 'u$d', 42, null])('error: %j', (currency) => {
    expect(() => validateCurrency(currency)).toThrow(
      expect.objectContaining({ name: 'InvalidSafeCurrencyError' }),
    )
  })
})

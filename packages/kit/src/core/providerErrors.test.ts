// Classifying wallet errors by code anywhere in their cause chain (§8).
import { describe, expect, test } from 'vitest'
import { classifySwitchError, isUserRejection } from './providerErrors'

const wrapped = (inner: object) =>
  Object.assign(new Error('outer'), { cause: Object.assign(new Error('mid'), { cause: inner }) })

describe('isUserRejection', () => {
  test('behavior: code 4001 at any depth', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(wrapped({ code: 4001 }))).toBe(true)
  })
  test('behavior: wagmi/viem UserRejectedRequestError by name', () => {
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true)
  })
  test('behavior: other errors are not rejections', () => {
    expect(isUserRejection(new Error('boom'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection({ code: -32603 })).toBe(false)
  })
})

describe('classifySwitchError', () => {
  test.each([
    [{ code: 4001 }, 'rejected'],
    [wrapped({ code: -32002 }), 'pending'],
    [wrapped({ code: 4200 }), 'unsupported'],
    [{ code: -32601 }, 'unsupported'],
    [{ name: 'SwitchChainNotSupportedError' }, 'unsupported'],
    [new Error('network down'), 'failed'],
  ] as const)('behavior: %o -> %s', (error, kind) => {
    expect(classifySwitchError(error)).toBe(kind)
  })
})

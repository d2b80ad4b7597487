// Classifying wallet errors by code anywhere in their cause chain (§8).

import { ResourceUnavailableRpcError } from 'viem'
import { describe, expect, test } from 'vitest'
import { classifySwitchError, isRequestPending, isUserRejection } from './providerErrors'

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

describe('isRequestPending', () => {
  test("behavior: code -32002 at any depth, or viem's ResourceUnavailableRpcError", () => {
    expect(isRequestPending({ code: -32002 })).toBe(true)
    expect(isRequestPending(wrapped({ code: -32002 }))).toBe(true)
    expect(isRequestPending(new ResourceUnavailableRpcError(new Error('pending')))).toBe(true)
  })
  test('behavior: rejections and other errors are not a waiting request', () => {
    expect(isRequestPending({ code: 4001 })).toBe(false)
    expect(isRequestPending(new Error('boom'))).toBe(false)
    expect(isRequestPending(undefined)).toBe(false)
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

// Covers how sendCalls decides from the wallet's capabilities: one batch, one by one, or a
// typed refusal; and which wallet errors mean "method not supported".
import { describe, expect, test } from 'vitest'
import { isMethodUnsupported, planCalls, supportsAtomic } from './planCalls'

const plan = (capabilities: unknown, atomicRequired: boolean, allowSequential = true) =>
  planCalls({ chainId: 1, capabilities, atomicRequired, allowSequential })

describe('planCalls', () => {
  test.each([
    [{ atomic: { status: 'supported' } }, true],
    [{ atomic: { status: 'ready' } }, true],
    [{ atomic: { status: 'unsupported' } }, false],
    [{ atomicBatch: { supported: true } }, true],
    [{ atomicBatch: { supported: false } }, false],
    [{}, false],
    ['unsupported', false],
  ])('behavior: capabilities %j promise atomic: %s', (capabilities, atomic) => {
    expect(supportsAtomic(capabilities)).toBe(atomic)
  })

  test('behavior: a wallet that speaks EIP-5792 gets a batch (atomic or not)', () => {
    expect(plan({ atomic: { status: 'supported' } }, true)).toBe('batch')
    expect(plan({ atomic: { status: 'unsupported' } }, false)).toBe('batch')
  })

  test('behavior: a wallet without EIP-5792 gets the calls one by one when allowed', () => {
    expect(plan('unsupported', false)).toBe('sequential')
  })

  test.each([
    ['no EIP-5792', 'unsupported'],
    ['atomic unsupported', { atomic: { status: 'unsupported' } }],
    ['no atomic capability', {}],
  ])(
    'error: an atomic request to a wallet with %s is an AtomicCallsUnsupportedError',
    (_name, caps) => {
      expect(() => plan(caps, true)).toThrow(
        expect.objectContaining({ name: 'AtomicCallsUnsupportedError', chainId: 1 }),
      )
    },
  )

  test('error: no EIP-5792 and no fallback allowed is a CallsBatchUnsupportedError', () => {
    expect(() => plan('unsupported', false, false)).toThrow(
      expect.objectContaining({ name: 'CallsBatchUnsupportedError' }),
    )
  })
})

describe('isMethodUnsupported', () => {
  test.each([
    [{ code: 4200 }, true],
    [{ code: -32601 }, true],
    [{ code: -32004 }, true],
    [{ name: 'MethodNotFoundRpcError' }, true],
    [new Error('wrapped', { cause: { code: 4200 } }), true],
    [{ code: 4001 }, false],
    [{ code: -32603 }, false],
    ['4200', false],
  ])('behavior: %j → %s', (error, expected) => {
    expect(isMethodUnsupported(error)).toBe(expected)
  })
})

import { BaseError as ViemBaseError } from 'viem'
import { describe, expect, test } from 'vitest'
import { BaseError } from './base'

class OuterError extends BaseError {
  override name = 'OuterError' as const
}

describe('BaseError.walk', () => {
  const viem = new ViemBaseError('HTTP request failed.')
  const inner = new BaseError('the verifier failed', { cause: viem })
  const outer = new OuterError('verification could not finish', { cause: inner })

  test('default: without fn, the deepest cause', () => {
    expect(outer.walk()).toBe(viem)
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
  })

  test('behavior: the first error fn accepts, this error first', () => {
    expect(outer.walk((error) => error instanceof BaseError)).toBe(outer)
    expect(outer.walk((error) => error instanceof ViemBaseError)).toBe(viem)
    expect(outer.walk((error) => (error as Error).message === 'the verifier failed')).toBe(inner)
  })

  test('behavior: a cycle ends after 8 links instead of looping', () => {
    const a = new BaseError('a')
    const b = new BaseError('b', { cause: a })
    Object.assign(a, { cause: b })
    expect([a, b]).toContain(a.walk(() => false))
  })
})

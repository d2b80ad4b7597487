// Covers the base error's cause-chain walk (viem's `BaseError.walk`) and `someCause`; the areas'
// messages are covered where they are thrown.
import { describe, expect, test } from 'vitest'
import { BaseError, someCause, walk } from './base'
import { GatehouseProviderNotFoundError } from './context'

const chain = () => {
  const root = Object.assign(new Error('wallet said no'), { code: 4001 })
  const middle = new Error('request failed', { cause: root })
  return { root, middle, top: new BaseError('could not connect', { cause: middle }) }
}

describe('walk', () => {
  test('default: the deepest cause', () => {
    const { root, top } = chain()
    expect(top.walk()).toBe(root)
    expect(walk('not an error')).toBe('not an error')
  })

  test('behavior: the first error the predicate accepts, itself first', () => {
    const { middle, top } = chain()
    expect(top.walk((e) => e instanceof BaseError)).toBe(top)
    expect(walk(top, (e) => e instanceof Error && e.message === 'request failed')).toBe(middle)
  })

  test('behavior: without a match, the deepest cause (as viem)', () => {
    const { root, top } = chain()
    expect(top.walk(() => false)).toBe(root)
  })

  test('behavior: stops after 8 links, so a cyclic chain ends', () => {
    const a: { cause?: unknown } = {}
    a.cause = a
    expect(walk(a)).toBe(a)
  })
})

describe('someCause', () => {
  test('behavior: finds a code anywhere in the chain', () => {
    const { top } = chain()
    expect(someCause(top, (e) => (e as { code?: unknown }).code === 4001)).toBe(true)
    expect(someCause(top, (e) => (e as { code?: unknown }).code === 4200)).toBe(false)
  })
})

describe('GatehouseProviderNotFoundError', () => {
  test('default: names the provider', () => {
    const error = new GatehouseProviderNotFoundError()
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('GatehouseProviderNotFoundError')
    expect(error.message).toBe(
      'Gatehouse hooks and components must be used within <GatehouseProvider>',
    )
    expect(new GatehouseProviderNotFoundError('modals').message).toBe(
      'Gatehouse modals must be used within <GatehouseProvider>',
    )
  })
})

// Covers the base error every auth-server error extends (viem's BaseError shape): `walk()` over a
// nested cause chain, `shortMessage` and `details`, and each exported class keeping its name,
// fields and message. Where each error is thrown is covered beside the code that throws it.
import { HttpRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { contractVerdict } from '../verify/verifySignature'
import { AuthOptionError } from './AuthOptionError'
import { AuthUnavailableError } from './AuthUnavailableError'
import { BaseError, walk } from './base'
import { EnvError } from './EnvError'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

const chain = () => {
  const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
    code: 'ECONNREFUSED',
  })
  const middle = new AuthUnavailableError('redis store: getSession failed', { cause: root })
  const top = new AuthUnavailableError('session lookup failed', { cause: middle })
  return { root, middle, top }
}

describe('walk', () => {
  test('default: the deepest cause of a nested chain', () => {
    const { root, top } = chain()
    expect(top.walk()).toBe(root)
    expect(walk(top)).toBe(root)
    expect(walk('not an error')).toBe('not an error')
  })

  test('behavior: the first error the predicate accepts, itself first', () => {
    const { middle, root, top } = chain()
    expect(top.walk((e) => e instanceof BaseError)).toBe(top)
    expect(top.walk((e) => e instanceof AuthUnavailableError && e !== top)).toBe(middle)
    expect(top.walk((e) => (e as { code?: unknown }).code === 'ECONNREFUSED')).toBe(root)
  })

  test('behavior: without a match, the deepest cause (as viem); without a cause, itself', () => {
    const { root, top } = chain()
    expect(top.walk(() => false)).toBe(root)
    const alone = new AuthOptionError('basePath', 'must be a path')
    expect(alone.walk()).toBe(alone)
  })

  test('behavior: stops after 8 links, so a cyclic chain ends', () => {
    const a: { cause?: unknown } = {}
    a.cause = a
    expect(walk(a)).toBe(a)
  })

  test('behavior: reaches viem’s error through a failed contract-wallet check, wrapped twice', async () => {
    const http = new HttpRequestError({ url: 'https://rpc.example/key', status: 502 })
    const check = { address: ADDRESS, message: 'm', signature: '0x' as const, chainId: 10 }
    const failing = async (): Promise<boolean> => {
      throw new AuthUnavailableError('contract wallet RPC for chain 10 failed: HTTP 502', {
        cause: http,
      })
    }
    const error = await contractVerdict(check, failing).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthUnavailableError)
    const outer = error as AuthUnavailableError
    expect(outer.message).toBe('contract wallet RPC for chain 10 failed: HTTP 502')
    expect(outer.cause).toBeInstanceOf(AuthUnavailableError)
    expect(outer.walk((e) => e instanceof HttpRequestError)).toBe(http)
    expect(outer.walk()).toBe(http)
    // What viem said comes up the chain (its first line: not the URL, which may hold a key).
    expect(outer.details).toBe('HTTP request failed.')
    expect(outer.details).toBe(http.shortMessage)
  })
})

describe('BaseError', () => {
  test('default: a literal name, the message as given, no cause, empty details', () => {
    const error = new BaseError('something failed')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('GatehouseAuthServerError')
    expect(error.message).toBe('something failed')
    expect(error.shortMessage).toBe('something failed')
    expect(error.details).toBe('')
    expect('cause' in error).toBe(false)
  })

  test('behavior: details from the cause’s message, or as given without a cause', () => {
    const { root, middle, top } = chain()
    expect(middle.details).toBe(root.message)
    expect(top.details).toBe(root.message)
    expect(top.cause).toBe(middle)
    expect(new BaseError('failed', { details: 'why' }).details).toBe('why')
  })
})

describe('every exported error extends BaseError and keeps its name, fields and message', () => {
  test('AuthOptionError', () => {
    const error = new AuthOptionError('rateLimits.nonceIp', 'must be { points, durationS }')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('AuthOptionError')
    expect(error.option).toBe('rateLimits.nonceIp')
    expect(error.message).toBe('rateLimits.nonceIp: must be { points, durationS }')
  })

  test('EnvError', () => {
    const error = new EnvError('APP_ORIGIN', 'is required')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('EnvError')
    expect(error.variable).toBe('APP_ORIGIN')
    expect(error.message).toBe('APP_ORIGIN: is required')
  })

  test('AuthUnavailableError', () => {
    const error = new AuthUnavailableError('rate limiter failed')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('AuthUnavailableError')
    expect(error.message).toBe('rate limiter failed')
  })
})

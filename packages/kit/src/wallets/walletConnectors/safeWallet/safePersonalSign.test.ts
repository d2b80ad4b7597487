// Covers the Safe connector's personal_sign: it resolves with the Safe's signature only once the
// owners have confirmed the message (the host first answers with the message's hash), it asks
// the Safe to sign the text viem hex-encoded, a signature for another address is §8's "The
// address or message hash is invalid", an aborted wait stops, a method the Safe lacks becomes a 4200, and every other request passes
// through. The real connector in a real Safe host frame is covered by e2e/safe.spec.ts.
import { toHex } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { isUnsupportedMethod } from '../../../core/providerErrors'
import { personalMessageOf, withSafePersonalSign } from './safePersonalSign'

const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
const signature = `0x${'5a'.repeat(130)}`

function standIn(offChain: string[]) {
  const signed: string[] = []
  const sdk = {
    txs: {
      signMessage: async (message: string) => {
        signed.push(message)
        return { messageHash: '0xfeed' }
      },
    },
    safe: { getOffChainSignature: async () => offChain.shift() ?? '' },
  }
  const request = vi.fn(async ({ method }: { method: string; params?: unknown }) =>
    method === 'eth_accounts' ? [SAFE] : `answer to ${method}`,
  )
  const provider = { request }
  const access = { sdk: async () => sdk as never }
  return { provider, access, signed, request }
}

describe('personalMessageOf', () => {
  test('behavior: hex-encoded text is read back as the text', () => {
    expect(personalMessageOf(toHex('Sign in to the demo\nNonce: 1'))).toBe(
      'Sign in to the demo\nNonce: 1',
    )
  })

  test('behavior: bytes that are not text, and plain text, are passed as given', () => {
    expect(personalMessageOf('0xff00fe')).toBe('0xff00fe')
    expect(personalMessageOf('hello')).toBe('hello')
  })
})

describe('withSafePersonalSign', () => {
  test('behavior: resolves with the signature once the owners confirm, never with 0x', async () => {
    const { provider, access, signed } = standIn(['', signature])
    const wrapped = withSafePersonalSign(provider, access, () => undefined)
    await expect(
      wrapped.request({ method: 'personal_sign', params: [toHex('Sign in'), SAFE] }),
    ).resolves.toBe(signature)
    expect(signed).toEqual(['Sign in'])
  }, 10_000)

  test('error: another address is "The address or message hash is invalid"', async () => {
    const { provider, access, signed } = standIn([signature])
    const wrapped = withSafePersonalSign(provider, access, () => undefined)
    await expect(
      wrapped.request({ method: 'personal_sign', params: [toHex('hi'), `0x${'12'.repeat(20)}`] }),
    ).rejects.toMatchObject({
      name: 'SafeAddressMismatchError',
      message: 'The address or message hash is invalid',
    })
    expect(signed).toEqual([])
  })

  test('behavior: an aborted wait stops', async () => {
    const { provider, access } = standIn([])
    const controller = new AbortController()
    controller.abort()
    const wrapped = withSafePersonalSign(provider, access, () => controller.signal)
    await expect(
      wrapped.request({ method: 'personal_sign', params: [toHex('hi'), SAFE] }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  test('behavior: other requests pass through, and wrapping twice wraps once', async () => {
    const { provider, access, request } = standIn([])
    const once = withSafePersonalSign(provider, access, () => undefined)
    const twice = withSafePersonalSign(once, access, () => undefined)
    expect(await twice.request({ method: 'eth_chainId' })).toBe('answer to eth_chainId')
    expect(request).toHaveBeenCalledTimes(1)
  })

  test('error: a method the Safe lacks is a 4200 the kit reads as unsupported', async () => {
    // The Safe Apps provider's own refusal, as its `default:` case throws it.
    const provider = {
      request: async ({ method }: { method: string }) => {
        throw Error(`"${method}" not implemented`)
      },
    }
    const wrapped = withSafePersonalSign(provider, standIn([]).access, () => undefined)
    const error = await wrapped.request({ method: 'wallet_watchAsset' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UnsupportedProviderMethodError', code: 4200 })
    expect(isUnsupportedMethod(error)).toBe(true)
  })

  test('behavior: any other failure passes through as it is', async () => {
    const failure = new Error('execution reverted')
    const provider = {
      request: async (_args: { method: string }) => {
        throw failure
      },
    }
    const wrapped = withSafePersonalSign(provider, standIn([]).access, () => undefined)
    await expect(wrapped.request({ method: 'eth_call' })).rejects.toBe(failure)
  })
})

// Covers the Safe App calls: §5's rules stop a bad request before it reaches the host (the
// stand-in SDK records nothing), and signing waits while the host says the message still needs
// owners (a messageHash, then empty off-chain signatures) and returns the signature once
// confirmed. The real SDK against the real test host is covered by e2e/safe.spec.ts.
import { describe, expect, test, vi } from 'vitest'
import {
  getSafeAppTransaction,
  type SafeAppsSdkCalls,
  sendSafeAppTransactions,
  signSafeAppMessage,
  signSafeAppTypedMessage,
} from './safeApp'

const signature = `0x${'5a'.repeat(130)}`

function standInSdk(offChain: string[] = []) {
  const calls: string[] = []
  const record =
    <T>(name: string, value: T) =>
    async () => {
      calls.push(name)
      return value
    }
  const sdk = {
    txs: {
      getBySafeTxHash: record('getBySafeTxHash', {
        txStatus: 'AWAITING_CONFIRMATIONS',
        detailedExecutionInfo: { confirmationsRequired: 2, confirmations: [{}] },
      }),
      signMessage: record('signMessage', { messageHash: '0xfeed' }),
      signTypedMessage: record('signTypedMessage', { messageHash: '0xbeef' }),
      send: record('send', { safeTxHash: '0x01' }),
    },
    safe: {
      getInfo: record('getInfo', {}),
      getOffChainSignature: async () => {
        calls.push('getOffChainSignature')
        return offChain.shift() ?? ''
      },
    },
  } as unknown as SafeAppsSdkCalls
  return { sdk, calls }
}

describe('validation before the host is asked', () => {
  test('error: an empty hash lookup', async () => {
    const { sdk, calls } = standInSdk()
    await expect(getSafeAppTransaction(sdk, '')).rejects.toMatchObject({
      name: 'InvalidSafeTxHashError',
    })
    expect(calls).toEqual([])
  })

  test('error: sending no transaction', async () => {
    const { sdk, calls } = standInSdk()
    await expect(sendSafeAppTransactions(sdk, [])).rejects.toMatchObject({
      name: 'NoTransactionsError',
    })
    expect(calls).toEqual([])
  })

  test('error: typed data without types', async () => {
    const { sdk, calls } = standInSdk()
    const typedData = { domain: {}, message: {} } as never
    await expect(signSafeAppTypedMessage(sdk, typedData)).rejects.toMatchObject({
      name: 'InvalidTypedDataError',
    })
    expect(calls).toEqual([])
  })

  test('behavior: valid requests reach the host', async () => {
    const { sdk, calls } = standInSdk()
    expect(await getSafeAppTransaction(sdk, '0xabc')).toMatchObject({
      status: 'AWAITING_CONFIRMATIONS',
      confirmations: 1,
      confirmationsRequired: 2,
    })
    expect(await sendSafeAppTransactions(sdk, [{ to: '0x1', value: '0', data: '0x' }])).toBe('0x01')
    expect(calls).toEqual(['getBySafeTxHash', 'send'])
  })
})

describe('signing a message as the Safe', () => {
  test('behavior: a pending message is polled until the owners confirm it', async () => {
    const { sdk, calls } = standInSdk(['', '0x', signature])
    const sleep = vi.fn(async () => {})
    expect(await signSafeAppMessage(sdk, 'Sign in', { sleep, pollMs: 5 })).toBe(signature)
    expect(calls).toEqual([
      'signMessage',
      'getOffChainSignature',
      'getOffChainSignature',
      'getOffChainSignature',
    ])
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(sleep).toHaveBeenCalledWith(5)
  })

  test('behavior: a signature given at once is returned without polling', async () => {
    const { sdk, calls } = standInSdk()
    sdk.txs.signMessage = async () => ({ signature }) as never
    expect(await signSafeAppMessage(sdk, 'Sign in')).toBe(signature)
    expect(calls).toEqual([])
  })

  test('behavior: an aborted wait stops polling', async () => {
    const { sdk } = standInSdk()
    const controller = new AbortController()
    const sleep = async () => controller.abort()
    await expect(
      signSafeAppMessage(sdk, 'Sign in', { sleep, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

// Covers the Safe App calls: §5's rules stop a bad request before it reaches the host (the
// stand-in SDK records nothing), and signing waits while the host says the message still needs
// owners (a messageHash, then empty off-chain signatures) and returns the signature once
// confirmed; the read calls of §7 (balances, rpcCall, permissions, the address book) check §5
// first and a refused permission is §6's 4001. The real SDK against the real test host is
// covered by e2e/safe.spec.ts.
import { describe, expect, test, vi } from 'vitest'
import {
  getSafeAppBalances,
  getSafeAppPermissions,
  getSafeAppTransaction,
  requestSafeAppAddressBook,
  requestSafeAppPermissions,
  type SafeAppsSdkCalls,
  safeAppRpcCall,
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

function readsSdk(overrides: Record<string, unknown> = {}) {
  const calls: { method: string; args: unknown[] }[] = []
  const answer =
    (method: string, value: unknown) =>
    async (...args: unknown[]) => {
      calls.push({ method, args })
      if (value instanceof Error) throw value
      return value
    }
  const refusal = Object.assign(new Error('Permissions rejected'), { code: 4001 })
  const sdk = {
    safe: {
      experimental_getBalances: answer('getSafeBalances', { fiatTotal: '0', items: [] }),
      requestAddressBook: answer(
        'requestAddressBook',
        overrides.addressBook ?? [
          { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', chainId: '1', name: 'A' },
        ],
      ),
    },
    wallet: {
      getPermissions: answer('wallet_getPermissions', []),
      requestPermissions: answer(
        'wallet_requestPermissions',
        overrides.reject ? refusal : [{ invoker: 'x', parentCapability: 'requestAddressBook' }],
      ),
    },
    eth: {
      getBalance: answer('eth_getBalance', '0x1'),
      getEstimateGas: answer('eth_estimateGas', 21000),
    },
  } as unknown as SafeAppsSdkCalls
  return { sdk, calls, refusal }
}

describe('the read calls of §7', () => {
  test('error: balances in a currency that is not a fiat code never reach the host', async () => {
    const { sdk, calls } = readsSdk()
    await expect(getSafeAppBalances(sdk, { currency: 'dollars' })).rejects.toMatchObject({
      name: 'InvalidSafeCurrencyError',
    })
    expect(calls).toEqual([])
    await getSafeAppBalances(sdk)
    expect(calls).toEqual([{ method: 'getSafeBalances', args: [{ currency: 'usd' }] }])
  })

  test('behavior: rpcCall goes through the SDK helper for its method, with a copy of params', async () => {
    const { sdk, calls } = readsSdk()
    const params = ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'latest'] as const
    expect(await safeAppRpcCall(sdk, { call: 'eth_getBalance', params })).toBe('0x1')
    expect(await safeAppRpcCall(sdk, { call: 'eth_estimateGas', params: [{ to: '0x1' }] })).toBe(
      21000,
    )
    expect(calls).toEqual([
      { method: 'eth_getBalance', args: [[...params]] },
      { method: 'eth_estimateGas', args: [{ to: '0x1' }] },
    ])
  })

  test('error: an rpcCall the host does not forward is "not implemented", and is not sent', async () => {
    const { sdk, calls } = readsSdk()
    await expect(
      safeAppRpcCall(sdk, { call: 'eth_sendTransaction' as never, params: [] }),
    ).rejects.toMatchObject({ message: '"eth_sendTransaction" not implemented' })
    expect(calls).toEqual([])
  })

  test('error: a permission request naming anything but the address book is 4001, unsent', async () => {
    const { sdk, calls } = readsSdk()
    await expect(
      requestSafeAppPermissions(sdk, [{ eth_accounts: {} } as never]),
    ).rejects.toMatchObject({ name: 'SafePermissionsError', code: 4001, reason: 'invalid' })
    expect(calls).toEqual([])
  })

  test('behavior: a granted permission request returns the permissions', async () => {
    const { sdk } = readsSdk()
    expect(await requestSafeAppPermissions(sdk, [{ requestAddressBook: {} }])).toEqual([
      { invoker: 'x', parentCapability: 'requestAddressBook' },
    ])
    expect(await getSafeAppPermissions(sdk)).toEqual([])
  })

  test('error: a rejected permission request is a permissions error with code 4001', async () => {
    const { sdk, refusal } = readsSdk({ reject: true })
    const error = await requestSafeAppPermissions(sdk, [{ requestAddressBook: {} }]).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({
      name: 'SafePermissionsError',
      code: 4001,
      reason: 'rejected',
      message: 'Permissions rejected',
    })
    expect((error as Error).cause).toBe(refusal)
  })

  test('behavior and error: the address book, or 4001 when its permission is refused', async () => {
    expect(await requestSafeAppAddressBook(readsSdk().sdk)).toEqual([
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1, name: 'A' },
    ])
    const { sdk } = readsSdk()
    sdk.safe.requestAddressBook = async () => {
      throw Object.assign(new Error('Permissions rejected'), { code: 4001 })
    }
    await expect(requestSafeAppAddressBook(sdk)).rejects.toMatchObject({
      name: 'SafePermissionsError',
      code: 4001,
    })
  })

  test('error: an address book that is not one is "Invalid response content"', async () => {
    const { sdk } = readsSdk({ addressBook: { entries: [] } })
    await expect(requestSafeAppAddressBook(sdk)).rejects.toMatchObject({
      name: 'InvalidResponseContentError',
    })
  })
})

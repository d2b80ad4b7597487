// Covers the public Safe App actions outside a Safe App: §5's rules are checked first (the
// caller learns about a bad request even before connecting), and a valid call with no Safe App
// connection rejects with SafeAppNotConnectedError instead of waiting on a host that is not there.

import { describe, expect, test } from 'vitest'
import { createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import {
  getSafeBalances,
  getSafeChainInfo,
  getSafeEnvironmentInfo,
  getSafePermissions,
  requestSafeAddressBook,
  requestSafePermissions,
  safeRpcCall,
} from './safeAppActions'

const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9') },
  connectors: [],
})

describe('given no Safe App connection', () => {
  test.each([
    ['getSafeEnvironmentInfo', () => getSafeEnvironmentInfo(config)],
    ['getSafeChainInfo', () => getSafeChainInfo(config)],
    ['getSafeBalances', () => getSafeBalances(config)],
    ['safeRpcCall', () => safeRpcCall(config, { call: 'eth_gasPrice' })],
    ['getSafePermissions', () => getSafePermissions(config)],
    [
      'requestSafePermissions',
      () => requestSafePermissions(config, { permissions: [{ requestAddressBook: {} }] }),
    ],
    ['requestSafeAddressBook', () => requestSafeAddressBook(config)],
  ])('error: %s rejects with SafeAppNotConnectedError', async (_, call) => {
    await expect(call()).rejects.toMatchObject({ name: 'SafeAppNotConnectedError' })
  })

  test('error: an invalid request names its own problem first', async () => {
    await expect(getSafeBalances(config, { currency: '' })).rejects.toMatchObject({
      name: 'InvalidSafeCurrencyError',
    })
    await expect(
      safeRpcCall(config, { call: 'eth_sendRawTransaction' as never }),
    ).rejects.toMatchObject({ name: 'SafeRpcMethodNotImplementedError' })
    await expect(requestSafePermissions(config, { permissions: [] })).rejects.toMatchObject({
      name: 'SafePermissionsError',
      code: 4001,
    })
  })
})

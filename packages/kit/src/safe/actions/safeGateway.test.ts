// Covers the gateway path (a Safe outside a Safe host) with the real gateway client package
// against the testkit's gateway stand-in over HTTP: a transaction's lifecycle and the Safe's
// threshold and owners; §8 errors: a body with code and message reads the code then the
// message, otherwise the status text, a non-JSON success is "Invalid response content"; an
// unknown Safe is no Safe. No chain is needed (nothing is executed on chain here).
import { type SafeHost, startSafeHost, TEST_SAFE_OWNERS } from '@gatehouse/testkit/safe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getGatewaySafe, getGatewayTransaction } from './safeGateway'

const SAFE = '0x5afe00000000000000000000000000000000CafE'
let host: SafeHost

beforeAll(async () => {
  host = await startSafeHost({
    safe: {
      address: SAFE,
      chainId: 10,
      owners: TEST_SAFE_OWNERS,
      threshold: 2,
      rpcUrl: 'http://127.0.0.1:9',
    },
    appUrl: 'http://127.0.0.1:9/',
  })
})

afterAll(async () => {
  await host?.close()
})

const to = TEST_SAFE_OWNERS[0] as `0x${string}`

describe('getGatewayTransaction', () => {
  test('behavior: follows the lifecycle by safeTxHash', async () => {
    const safeTxHash = host.ledger.propose([{ to, value: '0', data: '0x' }])
    expect(await getGatewayTransaction(host.gatewayUrl, 10, safeTxHash)).toEqual({
      status: 'AWAITING_CONFIRMATIONS',
      confirmations: 1,
      confirmationsRequired: 2,
      txHash: undefined,
    })
    host.ledger.confirm(safeTxHash)
    expect(await getGatewayTransaction(`${host.gatewayUrl}/`, 10, safeTxHash)).toMatchObject({
      status: 'AWAITING_EXECUTION',
      confirmations: 2,
    })
    host.ledger.cancel(safeTxHash)
    expect((await getGatewayTransaction(host.gatewayUrl, 10, safeTxHash)).status).toBe('CANCELLED')
  })

  test('error: a body with code and message reads the code followed by the message', async () => {
    await expect(
      getGatewayTransaction(host.gatewayUrl, 10, `0x${'00'.repeat(32)}`),
    ).rejects.toMatchObject({
      name: 'GatewayError',
      code: 404,
      message: expect.stringMatching(/404: Transaction not found/),
    })
  })

  test('error: without code and message, the HTTP status text', async () => {
    host.failNextGatewayRequest({ status: 502, body: '<h1>oops</h1>', contentType: 'text/html' })
    await expect(getGatewayTransaction(host.gatewayUrl, 10, '0xabc')).rejects.toMatchObject({
      name: 'GatewayError',
      message: expect.stringMatching(/Bad Gateway$/),
    })
  })

  test('error: a non-JSON success body is "Invalid response content"', async () => {
    host.failNextGatewayRequest({ status: 200, body: 'not json', contentType: 'text/plain' })
    await expect(getGatewayTransaction(host.gatewayUrl, 10, '0xabc')).rejects.toMatchObject({
      name: 'InvalidResponseContentError',
      message: 'Invalid response content',
    })
  })

  test('error: an empty hash never reaches the gateway', async () => {
    await expect(getGatewayTransaction(host.gatewayUrl, 10, '')).rejects.toMatchObject({
      name: 'InvalidSafeTxHashError',
    })
  })
})

describe('getGatewaySafe', () => {
  test('behavior: threshold and owners count of a known Safe', async () => {
    expect(await getGatewaySafe(host.gatewayUrl, 10, SAFE)).toEqual({
      address: SAFE,
      threshold: 2,
      owners: 2,
    })
  })

  test('behavior: an address the gateway does not know is no Safe', async () => {
    expect(await getGatewaySafe(host.gatewayUrl, 10, TEST_SAFE_OWNERS[0] as string)).toBeUndefined()
  })
})

// Covers the Safe test kit against a real anvil: the TestSafe accepts its owners' combined
// signature the way a Safe does (and nothing less), and the host's ledger moves a transaction
// through the gateway statuses with a real on-chain execution (a batch as one transaction, all or
// none), seen through the gateway
// stand-in's REST paths; the SDK requests the host page relays (POST /sdk) answer the read calls
// of §7: balances from the chain, rpcCall, and the address book behind a permission the visitor
// grants or, with the control, refuses. The host page itself (postMessage) is exercised by
// e2e/safe.spec.ts.
// Ports 4491-4493 keep clear of the other testkit tests (4401-4481).
import { createPublicClient, hashMessage, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LocalChains, startChains } from '../chains/startChains'
import { REVERTING_CALL } from './executeSafeTx'
import { type SafeHost, startSafeHost } from './startSafeHost'
import { deployTestSafe, signAsTestSafe, TEST_SAFE_OWNERS, testSafeAbi } from './testSafe'

const RPC_URL = 'http://127.0.0.1:4491'
const MAGIC = '0x1626ba7e'

describe('given a TestSafe on a local chain and a host serving it', () => {
  let local: LocalChains
  let host: SafeHost
  const client = createPublicClient({ transport: http(RPC_URL) })

  beforeAll(async () => {
    local = await startChains({ chainIds: [1], portBase: 4491 })
    const address = await deployTestSafe(RPC_URL)
    host = await startSafeHost({
      safe: { address, chainId: 1, owners: TEST_SAFE_OWNERS, threshold: 2, rpcUrl: RPC_URL },
      appUrl: 'http://127.0.0.1:9/',
      port: 4492,
      gatewayPort: 4493,
      fiatConversion: '2000',
    })
  }, 30_000)

  afterAll(async () => {
    await host?.close()
    await local?.stop()
  })

  const gateway = async (path: string) => {
    const response = await fetch(`${host.gatewayUrl}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  test('behavior: the Safe validates both owners’ signatures over a message, not one alone', async () => {
    const safe = host.ledger.safe.address
    const hash = hashMessage('Sign in to the Gatehouse demo.')
    const both = await signAsTestSafe({ safe, chainId: 1, hash })
    const read = (signature: `0x${string}`) =>
      client.readContract({
        address: safe,
        abi: testSafeAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await read(both)).toBe(MAGIC)
    expect(await read(`0x${both.slice(2, 132)}`)).toBe('0xffffffff')
    const other = hashMessage('something else')
    expect(await read(await signAsTestSafe({ safe, chainId: 1, hash: other }))).toBe('0xffffffff')
  })

  test('behavior: a message is pending until confirmed, then carries a valid signature', async () => {
    const messageHash = host.ledger.proposeMessage('hello safe')
    expect(host.ledger.offChainSignature(messageHash)).toBe('')
    expect((await gateway(`/v1/chains/1/messages/${messageHash}`)).body.status).toBe(
      'NEEDS_CONFIRMATION',
    )
    const signature = await host.ledger.confirmMessage(messageHash)
    expect(host.ledger.offChainSignature(messageHash)).toBe(signature)
    expect(
      await client.readContract({
        address: host.ledger.safe.address,
        abi: testSafeAbi,
        functionName: 'isValidSignature',
        args: [hashMessage('hello safe'), signature],
      }),
    ).toBe(MAGIC)
  })

  test('behavior: a transaction goes AWAITING_CONFIRMATIONS → AWAITING_EXECUTION → SUCCESS on chain', async () => {
    const { ledger } = host
    const to = TEST_SAFE_OWNERS[0] as `0x${string}`
    const safeTxHash = ledger.propose([{ to, value: '1000', data: '0x' }])
    const details = await gateway(`/v1/chains/1/transactions/${safeTxHash}`)
    expect(details.body.txStatus).toBe('AWAITING_CONFIRMATIONS')
    expect(details.body.detailedExecutionInfo).toMatchObject({
      confirmationsRequired: 2,
      confirmations: [{}],
    })
    expect(ledger.confirm(safeTxHash)).toBe('AWAITING_EXECUTION')
    const txHash = await ledger.execute(safeTxHash)
    const receipt = await client.getTransactionReceipt({ hash: txHash })
    expect(receipt.status).toBe('success')
    const byTxId = await gateway(
      `/v1/chains/1/transactions/multisig_${ledger.safe.address}_${safeTxHash}`,
    )
    expect(byTxId.body).toMatchObject({ txStatus: 'SUCCESS', txHash })
  })

  test('behavior: a batch is executed as one transaction: every call takes effect, or none does', async () => {
    const { ledger } = host
    // Not owners: the executing owner pays the gas.
    const [a, b] = [
      '0x000000000000000000000000000000000000beef',
      '0x000000000000000000000000000000000000cafe',
    ] as const
    const balance = (address: `0x${string}`) => client.getBalance({ address })
    const [beforeA, beforeB] = [await balance(a), await balance(b)]
    const batch = ledger.propose([
      { to: a, value: '1000', data: '0x' },
      { to: b, value: '2000', data: '0x' },
    ])
    const txHash = await ledger.execute(batch)
    expect((await client.getTransactionReceipt({ hash: txHash })).status).toBe('success')
    expect(ledger.status(batch)).toBe('SUCCESS')
    expect(await balance(a)).toBe(beforeA + 1000n)
    expect(await balance(b)).toBe(beforeB + 2000n)
    // A call that reverts: the whole batch fails, the payment before it included.
    const failing = ledger.propose([{ to: a, value: '5', data: '0x' }, REVERTING_CALL])
    const failed = await ledger.execute(failing)
    expect((await client.getTransactionReceipt({ hash: failed })).status).toBe('reverted')
    expect(ledger.status(failing)).toBe('FAILED')
    expect(await balance(a)).toBe(beforeA + 1000n)
  })

  test('behavior: fail executes a reverting call (FAILED, failed receipt); cancel is CANCELLED', async () => {
    const { ledger } = host
    const failing = ledger.propose([
      { to: TEST_SAFE_OWNERS[0] as `0x${string}`, value: '0', data: '0x' },
    ])
    const txHash = await ledger.fail(failing)
    expect((await client.getTransactionReceipt({ hash: txHash })).status).toBe('reverted')
    expect(ledger.status(failing)).toBe('FAILED')
    const cancelled = ledger.propose([
      { to: TEST_SAFE_OWNERS[0] as `0x${string}`, value: '0', data: '0x' },
    ])
    ledger.cancel(cancelled)
    expect((await gateway(`/v1/chains/1/transactions/${cancelled}`)).body.txStatus).toBe(
      'CANCELLED',
    )
  })

  test('behavior: the HTTP test controls drive the ledger (latest transaction by default)', async () => {
    const { ledger } = host
    const safeTxHash = ledger.propose([
      { to: TEST_SAFE_OWNERS[0] as `0x${string}`, value: '0', data: '0x' },
    ])
    const control = async (action: string, hash?: string) => {
      const response = await fetch(`${host.url}/control/${action}`, {
        method: 'POST',
        body: hash ? JSON.stringify({ hash }) : '',
      })
      return {
        status: response.status,
        body: (await response.json()) as { data?: unknown; error?: string },
      }
    }
    expect((await control('confirm')).body.data).toBe('AWAITING_EXECUTION')
    const executed = await control('execute', safeTxHash)
    expect(ledger.status(safeTxHash)).toBe('SUCCESS')
    expect(executed.body.data).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await control('nonsense')).status).toBe(400)
  })

  test('behavior: the gateway serves the Safe, 404s with code and message, and canned answers', async () => {
    const safe = await gateway(`/v1/chains/1/safes/${host.ledger.safe.address}`)
    expect(safe.body).toMatchObject({ threshold: 2, owners: [{}, {}] })
    const missing = await gateway(`/v1/chains/1/transactions/0x${'ab'.repeat(32)}`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 404, message: expect.stringContaining('not found') })
    host.failNextGatewayRequest({ status: 200, body: '<html>', contentType: 'text/html' })
    const canned = await fetch(`${host.gatewayUrl}/v1/chains/1/safes/${host.ledger.safe.address}`)
    expect(await canned.text()).toBe('<html>')
  })

  /** What the host page relays for the app's SDK: `{ data }` or `{ error }`. */
  const sdk = async (method: string, params: unknown = null) => {
    const response = await fetch(`${host.url}/sdk`, {
      method: 'POST',
      body: JSON.stringify({ method, params }),
    })
    return (await response.json()) as { data?: unknown; error?: string }
  }

  test('behavior: balances are the Safe’s ether on its chain, valued at the configured rate', async () => {
    const { data } = await sdk('getSafeBalances', { currency: 'usd' })
    const balance = await client.getBalance({ address: host.ledger.safe.address })
    expect(data).toMatchObject({
      items: [
        {
          tokenInfo: { type: 'NATIVE_TOKEN', symbol: 'ETH', decimals: 18 },
          balance: balance.toString(),
          fiatConversion: '2000',
        },
      ],
    })
    expect(Number((data as { fiatTotal: string }).fiatTotal)).toBeCloseTo(
      (Number(balance / 10n ** 14n) / 1e4) * 2000,
      0,
    )
    expect((await sdk('getSafeBalances', { currency: 'dollars' })).error).toMatch(/currency/)
  })

  test('behavior: environment, chain and rpcCall answer from the host and the Safe’s node', async () => {
    expect((await sdk('getEnvironmentInfo')).data).toEqual({ origin: host.url })
    expect((await sdk('getChainInfo')).data).toMatchObject({ chainId: '1' })
    expect((await sdk('rpcCall', { call: 'eth_chainId', params: [] })).data).toBe('0x1')
  })

  test('behavior: the address book needs the permission, which the visitor grants or refuses', async () => {
    host.revokePermissions()
    expect((await sdk('wallet_getPermissions')).data).toEqual([])
    expect((await sdk('requestAddressBook')).error).toBe('Permissions rejected')
    // §5: only the address book may be requested.
    expect((await sdk('wallet_requestPermissions', [{ eth_accounts: {} }])).error).toBe(
      'Permissions request is invalid',
    )
    host.rejectPermissionRequests(true)
    expect((await sdk('wallet_requestPermissions', [{ requestAddressBook: {} }])).error).toBe(
      'Permissions rejected',
    )
    expect((await sdk('wallet_getPermissions')).data).toEqual([])
    host.rejectPermissionRequests(false)
    const granted = await sdk('wallet_requestPermissions', [{ requestAddressBook: {} }])
    expect(granted.data).toEqual([
      expect.objectContaining({
        parentCapability: 'requestAddressBook',
        invoker: 'http://127.0.0.1:9',
      }),
    ])
    expect((await sdk('requestAddressBook')).data).toEqual([
      { address: TEST_SAFE_OWNERS[0], chainId: '1', name: 'Owner 1' },
      { address: TEST_SAFE_OWNERS[1], chainId: '1', name: 'Owner 2' },
    ])
    host.revokePermissions()
    expect((await sdk('wallet_getPermissions')).data).toEqual([])
  })
})

// @vitest-environment jsdom
// The kit's sendCalls on a real chain (anvil, automine on), through wagmi's injected connector
// and a small in-test wallet that signs with a dev key and sends to the node. A wallet without
// EIP-5792: calls go one by one with "n of total confirmed" progress; a call that fails stops the
// run, naming it and the calls not sent, and the recorded id is followed to "partly reverted"
// through the receipts; an atomic request is refused before anything is sent. A wallet with
// EIP-5792: its capabilities decide, wallet_sendCalls gets the calls and atomicRequired. The
// hook and its words: hooks/useSendCalls.test.tsx; the decision alone: core/calls/planCalls.test.ts.
import { type AnvilNode, DEV_PRIVATE_KEYS, rpc, startAnvil } from '@gatehouse/testkit'
import { createWalletClient, defineChain, type Hex, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { injected } from 'wagmi/connectors'
import { decodeFallbackCallsId } from '../core/calls/fallbackCallsId'
// biome-ignore lint/style/noRestrictedImports: the test reads the batch's status as the tracker does
import { readCallsStatus } from '../transactions/actions/readCallsStatus'
// biome-ignore lint/style/noRestrictedImports: the test reads the batch's status as the tracker does
import { parseCallsStatus } from '../transactions/core/calls/parseCallsStatus'
import { type SendCallsProgress, sendCalls } from './sendCalls'

const PORT = 4532
const CHAIN_ID = 31337
const URL = `http://127.0.0.1:${PORT}`
const account = privateKeyToAccount(DEV_PRIVATE_KEYS[2] as `0x${string}`)
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
/** Code that reverts every call (PUSH1 0 PUSH1 0 REVERT). */
const REVERTER = '0x000000000000000000000000000000000000dEaD' as const
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [URL] } },
})

type WalletMode = { capabilities?: Record<string, unknown>; sendCallsId?: string }
const requests: Array<{ method: string; params: unknown }> = []
let mode: WalletMode = {}

const unsupported = (method: string) =>
  Object.assign(new Error(`${method} not supported`), { code: 4200 })

/** An EIP-1193 wallet: the dev key signs, the node does the rest; EIP-5792 only when `mode` says. */
const provider = {
  async request({ method, params }: { method: string; params?: unknown[] }) {
    requests.push({ method, params })
    switch (method) {
      case 'eth_chainId':
        return numberToHex(CHAIN_ID)
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'wallet_requestPermissions':
        return [{ parentCapability: 'eth_accounts' }]
      case 'eth_sendTransaction': {
        const [tx] = params as [{ to: Hex; data?: Hex; value?: Hex; gas?: Hex }]
        const wallet = createWalletClient({ account, chain, transport: http(URL) })
        return wallet.sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
        })
      }
      case 'wallet_getCapabilities':
        if (!mode.capabilities) throw unsupported(method)
        return { [numberToHex(CHAIN_ID)]: mode.capabilities }
      case 'wallet_sendCalls':
        if (!mode.sendCallsId) throw unsupported(method)
        return { id: mode.sendCallsId }
      default:
        return rpc(URL, method, params ?? [])
    }
  },
  on() {},
  removeListener() {},
}

const config = createConfig({
  chains: [chain],
  connectors: [
    injected({ target: { id: 'test', name: 'Test', provider: () => provider as never } }),
  ],
  transports: { [CHAIN_ID]: http(URL) },
  pollingInterval: 50,
  storage: null,
  multiInjectedProviderDiscovery: false,
})

let node: AnvilNode
beforeAll(async () => {
  node = await startAnvil(CHAIN_ID, PORT)
  await rpc(node.rpcUrl, 'anvil_setCode', [REVERTER, '0x60006000fd'])
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
})
afterAll(async () => {
  await disconnect(config).catch(() => {})
  await node?.stop()
})
beforeEach(() => {
  requests.length = 0
  mode = {}
})

const pay = (wei: bigint) => ({ to: OTHER, value: wei })

describe('given a wallet without EIP-5792', () => {
  test('behavior: sends one by one, each confirmed before the next, with progress', async () => {
    const progress: SendCallsProgress[] = []
    const result = await sendCalls(config, {
      calls: [pay(1n), pay(2n), pay(3n)],
      onProgress: (p) => progress.push(p),
    })
    expect(result.mode).toBe('sequential')
    if (result.mode !== 'sequential') return
    expect(result.hashes).toHaveLength(3)
    expect(progress.map((p) => `${p.confirmed} of ${p.total} (${p.sent} sent)`)).toEqual([
      '0 of 3 (0 sent)',
      '0 of 3 (1 sent)',
      '1 of 3 (1 sent)',
      '1 of 3 (2 sent)',
      '2 of 3 (2 sent)',
      '2 of 3 (3 sent)',
      '3 of 3 (3 sent)',
    ])
    const status = parseCallsStatus(
      await readCallsStatus(config, {
        account: account.address,
        chainId: CHAIN_ID,
        callsId: result.callsId,
      }),
      { callsId: result.callsId, chainId: CHAIN_ID },
    )
    expect(status.status).toBe('confirmed')
    expect(status.receipts.map((r) => r.transactionHash)).toEqual(result.hashes)
  })

  test('behavior: stops at the failed call, names it and what was not sent; the entry is partly reverted', async () => {
    const error = await sendCalls(config, {
      calls: [pay(1n), { to: REVERTER, data: '0x12345678' }, pay(3n)],
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SendCallsStepFailedError',
      index: 2,
      total: 3,
      notSent: [3],
      // Refused at gas estimation: the reverting call never left.
      reason: 'notSent',
    })
    const { hashes, callsId } = error as { hashes: Hex[]; callsId: string }
    expect(hashes).toHaveLength(1)
    // The third call was never sent.
    expect(requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(2)
    expect(decodeFallbackCallsId(callsId)?.hashes).toEqual([hashes[0], undefined, undefined])
    const status = parseCallsStatus(
      await readCallsStatus(config, { account: account.address, chainId: CHAIN_ID, callsId }),
      { callsId, chainId: CHAIN_ID },
    )
    expect(status).toEqual({
      status: 'partiallyReverted',
      receipts: [{ transactionHash: hashes[0], status: 'success' }],
    })
  })

  test('behavior: a rejected first call stops the run with nothing sent and nothing to record', async () => {
    const error = await sendCalls(config, {
      calls: [{ to: REVERTER, data: '0x01' }, pay(1n)],
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SendCallsStepFailedError',
      index: 1,
      notSent: [2],
      callsId: undefined,
    })
  })

  test('error: an atomic request is refused before anything is sent', async () => {
    await expect(
      sendCalls(config, { calls: [pay(1n), pay(2n)], atomicRequired: true }),
    ).rejects.toMatchObject({ name: 'AtomicCallsUnsupportedError', chainId: CHAIN_ID })
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })

  test('error: without the one-by-one fallback it is a CallsBatchUnsupportedError', async () => {
    await expect(
      sendCalls(config, { calls: [pay(1n)], sequentialFallback: false }),
    ).rejects.toMatchObject({ name: 'CallsBatchUnsupportedError' })
    expect(requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })
})

describe('given a wallet with EIP-5792', () => {
  test('behavior: an atomic wallet gets the calls in one wallet_sendCalls with atomicRequired', async () => {
    mode = { capabilities: { atomic: { status: 'supported' } }, sendCallsId: 'bundle-7' }
    expect(await sendCalls(config, { calls: [pay(1n), pay(2n)], atomicRequired: true })).toEqual({
      mode: 'batch',
      callsId: 'bundle-7',
    })
    const [sent] = requests.filter((r) => r.method === 'wallet_sendCalls')
    expect(sent?.params).toEqual([
      expect.objectContaining({
        atomicRequired: true,
        calls: [expect.anything(), expect.anything()],
      }),
    ])
  })

  test('error: a wallet whose atomic capability is unsupported refuses an atomic request unsent', async () => {
    mode = { capabilities: { atomic: { status: 'unsupported' } }, sendCallsId: 'bundle-8' }
    await expect(
      sendCalls(config, { calls: [pay(1n), pay(2n)], atomicRequired: true }),
    ).rejects.toMatchObject({ name: 'AtomicCallsUnsupportedError' })
    expect(requests.map((r) => r.method)).not.toContain('wallet_sendCalls')
  })

  test('behavior: a non-atomic request goes to the wallet as a batch anyway', async () => {
    mode = { capabilities: { atomic: { status: 'unsupported' } }, sendCallsId: 'bundle-9' }
    expect(await sendCalls(config, { calls: [pay(1n), pay(2n)] })).toEqual({
      mode: 'batch',
      callsId: 'bundle-9',
    })
  })

  test('behavior: capabilities listed but wallet_sendCalls unknown falls back to one by one', async () => {
    mode = { capabilities: {} }
    const result = await sendCalls(config, { calls: [pay(1n)] })
    expect(result.mode).toBe('sequential')
  })
})

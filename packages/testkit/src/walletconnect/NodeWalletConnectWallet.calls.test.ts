// The Node WalletConnect wallet speaks EIP-5792 (#27) as the EIP-6963 test wallet does, through the
// same WalletCalls: a dapp on @gatehouse/walletconnect's provider, driven by viem's own EIP-5792
// actions, reaches it over the local relay, and its batches run for real on anvil (an atomic
// batch is one EIP-7702 transaction). Scripted outcomes: a declined batch, a reverting call
// (atomic: the whole batch; sequential: partly), a wallet without batches, speed-up and cancel of
// a pending transaction. Ports 4704 (relay) and 4705 (anvil) keep clear of the other Node tests.
import { createWalletConnectProvider } from '@gatehouse/walletconnect'
import { createPublicClient, createWalletClient, custom, type Hex, http, numberToHex } from 'viem'
import {
  getCallsStatus,
  getCapabilities,
  sendCalls,
  sendTransaction,
  showCallsStatus,
  waitForCallsStatus,
} from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { rpc } from '../chains/rpc'
import { seedBatchExecutor } from '../chains/seedBatchExecutor'
import { seedTestToken } from '../chains/seedTestToken'
import { type AnvilNode, startAnvil } from '../chains/startAnvil'
import { TEST_TOKEN, testTokenAbi } from '../contracts/testToken'
import { approve, RECIPIENT, SPENDER, transfer } from '../testWallet/testing/tokenCalls'
import { NodeWalletConnectWallet } from './NodeWalletConnectWallet'
import { type LocalRelay, startRelay } from './startRelay'

const RELAY_PORT = 4704
const ANVIL_PORT = 4705
const CHAIN_ID = 1

let relay: LocalRelay
let anvil: AnvilNode
let wallet: NodeWalletConnectWallet
let provider: Awaited<ReturnType<typeof createWalletConnectProvider>>
let snapshot: Hex

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([
    startRelay({ port: RELAY_PORT }),
    startAnvil(CHAIN_ID, ANVIL_PORT),
  ])
  wallet = await NodeWalletConnectWallet.start({
    relayUrl: relay.url,
    rpcUrls: { [CHAIN_ID]: anvil.rpcUrl },
    privateKey: DEV_PRIVATE_KEYS[4],
    scanDelayMs: 0,
  })
  await seedTestToken(anvil.rpcUrl, [wallet.address])
  await seedBatchExecutor(anvil.rpcUrl)
  provider = await createWalletConnectProvider({
    metadata: { name: 'Test dapp', description: 'test', url: 'https://app.example', icons: [] },
    relayUrl: relay.url,
    WebSocket: WebSocket as never,
    chains: [{ id: CHAIN_ID, rpcUrl: anvil.rpcUrl }],
  })
  provider.on('display_uri', (uri: string) => void wallet.pair(uri))
  await provider.connect()
  snapshot = await rpc<Hex>(anvil.rpcUrl, 'evm_snapshot', [])
})
afterEach(async () => {
  wallet.setCallsMode('atomic')
  await rpc(anvil.rpcUrl, 'evm_setAutomine', [true])
  await rpc(anvil.rpcUrl, 'evm_revert', [snapshot])
  snapshot = await rpc<Hex>(anvil.rpcUrl, 'evm_snapshot', [])
})
afterAll(async () => {
  await provider?.disconnect().catch(() => {})
  await provider?.client.close()
  await wallet?.close()
  await relay?.close()
  await anvil?.stop()
})

/** The dapp: viem's wallet client over the WalletConnect provider. */
const dapp = () => createWalletClient({ account: wallet.address, transport: custom(provider) })
const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const read = (functionName: 'allowance' | 'balanceOf', args: readonly Hex[]) =>
  chain().readContract({
    address: TEST_TOKEN.address,
    abi: testTokenAbi,
    functionName,
    args,
  } as never) as Promise<bigint>
const batch = (calls: ReturnType<typeof approve>[], forceAtomic = false) =>
  sendCalls(dapp(), {
    account: wallet.address,
    chain: { id: CHAIN_ID } as never,
    calls,
    forceAtomic,
  })
/** The EIP-1193 code under viem's wrapping errors. */
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { walk: (fn: (e: unknown) => boolean) => unknown }) =>
      (error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code: number })
        .code,
  )
const statusOf = (id: string) =>
  waitForCallsStatus(dapp(), { id, pollingInterval: 50, timeout: 10_000 })

test('behavior: the session grants the four EIP-5792 methods', () => {
  const methods = provider.session?.namespaces.eip155?.methods ?? []
  expect(methods).toEqual(
    expect.arrayContaining([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ]),
  )
})

describe('an atomic wallet (the default)', () => {
  test('behavior: capabilities say atomic is supported', async () => {
    expect(await getCapabilities(dapp(), { account: wallet.address, chainId: CHAIN_ID })).toEqual({
      atomic: { status: 'supported' },
    })
  })

  test('behavior: approve and transfer run in one EIP-7702 transaction, both taking effect; showCallsStatus is recorded', async () => {
    const before = await read('balanceOf', [RECIPIENT])
    const { id } = await batch([approve(5n), transfer(7n)], true)
    const answer = await statusOf(id)
    expect(answer).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(answer.receipts?.map((r) => r.status)).toEqual(['success'])
    expect(await read('allowance', [wallet.address, SPENDER])).toBe(5n)
    expect(await read('balanceOf', [RECIPIENT])).toBe(before + 7n)
    await showCallsStatus(dapp(), { id })
    expect(wallet.shownCalls).toEqual([id])
    expect(wallet.requestsFor('wallet_sendCalls')[0]).toMatchObject({ chainId: CHAIN_ID })
  })

  test('behavior: a call that reverts reverts the whole batch (500), the approve included', async () => {
    const { id } = await batch([approve(9n), transfer(10n ** 30n)], true)
    const answer = await statusOf(id)
    expect(answer).toMatchObject({ status: 'failure', statusCode: 500 })
    expect(answer.receipts?.map((r) => r.status)).toEqual(['reverted'])
    expect(await read('allowance', [wallet.address, SPENDER])).toBe(0n)
  })

  test('error: a batch the visitor declines answers 4001 and sends nothing', async () => {
    wallet.rejectNext('wallet_sendCalls')
    expect(await codeOf(batch([approve(3n)]))).toBe(4001)
    expect(await read('allowance', [wallet.address, SPENDER])).toBe(0n)
  })

  test('error: an unknown id answers 5730', async () => {
    await expect(getCallsStatus(dapp(), { id: '0x1234' })).rejects.toMatchObject({ code: 5730 })
  })
})

describe('a sequential wallet', () => {
  test('behavior: one transaction per call, going on past a revert (600); atomic refused (5760)', async () => {
    wallet.setCallsMode('sequential')
    expect(await getCapabilities(dapp(), { account: wallet.address, chainId: CHAIN_ID })).toEqual({
      atomic: { status: 'unsupported' },
    })
    const { id } = await batch([approve(11n), transfer(10n ** 30n)])
    const answer = await statusOf(id)
    expect(answer).toMatchObject({ statusCode: 600, atomic: false })
    expect(answer.receipts?.map((r) => r.status)).toEqual(['success', 'reverted'])
    expect(await read('allowance', [wallet.address, SPENDER])).toBe(11n)
    expect(await codeOf(batch([approve(12n)], true))).toBe(5760)
    expect(await read('allowance', [wallet.address, SPENDER])).toBe(11n)
  })
})

test('error: a wallet without batches answers 4200 to each method', async () => {
  wallet.setCallsMode('none')
  const request = (method: string, params: unknown[]) =>
    provider.request({ method, params } as never)
  await expect(
    request('wallet_getCapabilities', [wallet.address, [numberToHex(CHAIN_ID)]]),
  ).rejects.toMatchObject({ code: 4200 })
  await expect(
    request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(CHAIN_ID),
        atomicRequired: false,
        calls: [approve(1n)],
      },
    ]),
  ).rejects.toMatchObject({ code: 4200 })
  await expect(request('wallet_getCallsStatus', ['0x01'])).rejects.toMatchObject({ code: 4200 })
  await expect(request('wallet_showCallsStatus', ['0x01'])).rejects.toMatchObject({ code: 4200 })
})

describe('a pending transaction replaced in the wallet', () => {
  async function sendPending(): Promise<Hex> {
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false])
    return sendTransaction(dapp(), { to: RECIPIENT, value: 1n, chain: null })
  }
  const minedInNonce = async (hash: Hex) => {
    await rpc(anvil.rpcUrl, 'evm_mine', [])
    return chain().getTransactionReceipt({ hash })
  }

  test('behavior: a speed-up sends the same call in the same nonce with twice the fees, and is mined instead', async () => {
    const hash = await sendPending()
    const original = await chain().getTransaction({ hash })
    const faster = await wallet.speedUp(hash, CHAIN_ID)
    const replacement = await chain().getTransaction({ hash: faster })
    expect(replacement).toMatchObject({ nonce: original.nonce, to: original.to, value: 1n })
    expect(replacement.maxFeePerGas).toBe((original.maxFeePerGas ?? 0n) * 2n)
    expect((await minedInNonce(faster)).status).toBe('success')
    await expect(chain().getTransactionReceipt({ hash })).rejects.toThrow()
  })

  test('behavior: a cancel is a 0-value transfer to itself in the same nonce', async () => {
    const hash = await sendPending()
    const original = await chain().getTransaction({ hash })
    const cancel = await wallet.cancel(hash, CHAIN_ID)
    const replacement = await chain().getTransaction({ hash: cancel })
    expect(replacement).toMatchObject({
      nonce: original.nonce,
      to: wallet.address.toLowerCase(),
      value: 0n,
    })
    expect((await minedInNonce(cancel)).status).toBe('success')
  })
})

// Transactions the node forgets, on a real chain (anvil, automine off), followed by the tracker
// over a store as the kit runs them: sped up or cancelled in the wallet before the tracker's
// first read (the original is gone from the node at once), even mined before it looked; dropped
// from the pool with nothing in its nonce (anvil_dropTransaction); and both again after a
// "reload" (a new tracker over the same storage). Each ends, never pending forever. A dropped one
// mined after all (its signed transaction sent again, as a private relay lands it) is corrected to
// its receipt's verdict, also after a reload; one whose nonce another transaction took stays
// dropped. Not covered here: replacements the tracker saw coming (waitForReceipt.anvil.test.ts),
// the verdicts' display.
import { type AnvilNode, DEV_PRIVATE_KEYS, rpc, startAnvil } from '@gatehouse/testkit'
import { createWalletClient, defineChain, http, parseEther, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { DROPPED_AFTER_BLOCKS } from '../../core/constants'
import { sentCallOf } from '../core/replacementReason'
import { createTransactionTracker, type TransactionTracker } from '../core/trackTransactions'
import {
  createTransactionStore,
  type Transaction,
  type TransactionStorage,
} from '../core/transactionStore'
import { recheckDropped } from './recheckDropped'
import { waitForReceipt } from './waitForReceipt'

const PORT = 4540
const CHAIN_ID = 31337
const URL = `http://127.0.0.1:${PORT}`
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [URL] } },
})
/** Each receipt the trackers asked the node for, by hash: one per look (the proof it looked). */
const receiptLooks: string[] = []
const countLooks = async (request: Request) => {
  type Call = { method: string; params: unknown[] }
  const body: Call | Call[] = JSON.parse(await request.clone().text())
  for (const call of [body].flat())
    if (call.method === 'eth_getTransactionReceipt') receiptLooks.push(String(call.params[0]))
}
const config = createConfig({
  chains: [chain],
  transports: { [CHAIN_ID]: http(URL, { onFetchRequest: countLooks }) },
  pollingInterval: 50,
  storage: null,
  multiInjectedProviderDiscovery: false,
})

let node: AnvilNode
beforeAll(async () => {
  node = await startAnvil(CHAIN_ID, PORT)
  await rpc(node.rpcUrl, 'evm_setAutomine', [false])
})
afterAll(async () => {
  await node?.stop()
})

const trackers: TransactionTracker[] = []
afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.stop()
})

// Each test sends from its own account, so one test's mined transactions are not another's.
let nextKey = 2
function sender() {
  const key = DEV_PRIVATE_KEYS[nextKey++ % DEV_PRIVATE_KEYS.length] as `0x${string}`
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, chain, transport: http(URL) })
  return { address: account.address, wallet }
}

const LOW = { maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') }
const HIGH = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('2') }
const PAYMENT = { to: OTHER, value: parseEther('0.01') }
/** What the app's send said it was (the kit's hook records it when the entry is added). */
const PAYMENT_CALL = sentCallOf({ ...PAYMENT, input: '0x' })

const memoryStorage = (): TransactionStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

/** A tracker over a store on `storage`, as a page runs it (another one is a reload). */
function page(storage: TransactionStorage) {
  const store = createTransactionStore({ storage })
  const tracker = createTransactionTracker({
    store,
    waitForReceipt: (args) => waitForReceipt(config, args),
    recheckDropped: (args) => recheckDropped(config, args),
    retryDelayMs: 100,
  })
  trackers.push(tracker)
  const entry = (address: string, hash: string): Transaction | undefined =>
    store.getTransactions(address, CHAIN_ID).find((tx) => tx.hash === hash)
  // As the kit's hook does: entries that change join the tracking.
  store.subscribe(() => {
    for (const account of accounts) tracker.track(account, CHAIN_ID)
  })
  const accounts = new Set<string>()
  const follow = (address: string) => {
    accounts.add(address)
    tracker.track(address, CHAIN_ID)
  }
  return { store, tracker, entry, follow }
}

const nonceOf = async (address: string) =>
  Number(await rpc<string>(node.rpcUrl, 'eth_getTransactionCount', [address, 'latest']))

/** Mines a few blocks at a time until `done` holds (or the poll gives up). */
async function mineUntil(done: () => boolean) {
  await expect
    .poll(
      async () => {
        if (!done()) await rpc(node.rpcUrl, 'anvil_mine', ['0x4'])
        return done()
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true)
}

describe('replaced in the wallet before the tracker first read it', () => {
  test('behavior: a speed-up is confirmed under the new hash', async () => {
    const { address, wallet } = sender()
    const nonce = await nonceOf(address)
    const first = await wallet.sendTransaction({ ...PAYMENT, nonce, ...LOW })
    const faster = await wallet.sendTransaction({ ...PAYMENT, nonce, ...HIGH })
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    tracker.track(address, CHAIN_ID)
    // The hook's record of the app's send is worked out lazily: it may land after the first look.
    await expect.poll(() => entry(address, first)?.inferred).toBe(true)
    store.patchTransaction(address, CHAIN_ID, first, { call: PAYMENT_CALL })
    await rpc(node.rpcUrl, 'evm_mine')
    await expect
      .poll(() => entry(address, first), { timeout: 10_000 })
      .toMatchObject({ status: 'confirmed', replaced: { reason: 'repriced', hash: faster } })
  })

  test('behavior: a cancel is shown as cancelled', async () => {
    const { address, wallet } = sender()
    const nonce = await nonceOf(address)
    const first = await wallet.sendTransaction({ ...PAYMENT, nonce, ...LOW })
    const cancel = await wallet.sendTransaction({ to: address, value: 0n, nonce, ...HIGH })
    // Nothing was recorded of the original: a cancel still tells itself apart.
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    tracker.track(address, CHAIN_ID)
    await rpc(node.rpcUrl, 'evm_mine')
    await expect
      .poll(() => entry(address, first), { timeout: 10_000 })
      .toMatchObject({ status: 'failed', replaced: { reason: 'cancelled', hash: cancel } })
  })

  test('behavior: a speed-up already mined when the tracker first looks is found', async () => {
    const { address, wallet } = sender()
    const nonce = await nonceOf(address)
    const first = await wallet.sendTransaction({ ...PAYMENT, nonce, ...LOW })
    const faster = await wallet.sendTransaction({ ...PAYMENT, nonce, ...HIGH })
    await rpc(node.rpcUrl, 'evm_mine')
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    store.patchTransaction(address, CHAIN_ID, first, { call: PAYMENT_CALL })
    tracker.track(address, CHAIN_ID)
    await expect
      .poll(() => entry(address, first), { timeout: 10_000 })
      .toMatchObject({ status: 'confirmed', replaced: { reason: 'repriced', hash: faster } })
  })

  test('behavior: after a reload, the speed-up mined meanwhile is found', async () => {
    const { address, wallet } = sender()
    const storage = memoryStorage()
    const nonce = await nonceOf(address)
    const first = await wallet.sendTransaction({ ...PAYMENT, nonce, ...LOW })
    const faster = await wallet.sendTransaction({ ...PAYMENT, nonce, ...HIGH })
    const before = page(storage)
    before.store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    before.store.patchTransaction(address, CHAIN_ID, first, { call: PAYMENT_CALL })
    before.tracker.track(address, CHAIN_ID)
    // The first page kept the nonce the original most likely had, then went away.
    await expect.poll(() => before.entry(address, first)?.nonce).toBe(nonce)
    before.tracker.stop()
    await rpc(node.rpcUrl, 'evm_mine')
    const after = page(storage)
    after.tracker.track(address, CHAIN_ID)
    await expect
      .poll(() => after.entry(address, first), { timeout: 10_000 })
      .toMatchObject({ status: 'confirmed', replaced: { reason: 'repriced', hash: faster } })
  })
})

describe('dropped from the pool with nothing in its nonce', () => {
  test('behavior: a transaction the tracker had read ends dropped', async () => {
    const { address, wallet } = sender()
    const first = await wallet.sendTransaction({ ...PAYMENT, ...LOW })
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    tracker.track(address, CHAIN_ID)
    await expect.poll(() => entry(address, first)?.nonce).toBeTypeOf('number')
    await rpc(node.rpcUrl, 'anvil_dropTransaction', [first])
    const start = Number(await rpc<string>(node.rpcUrl, 'eth_blockNumber'))
    await mineUntil(() => entry(address, first)?.status !== 'pending')
    expect(entry(address, first)).toMatchObject({ status: 'failed', dropped: true })
    const end = Number(await rpc<string>(node.rpcUrl, 'eth_blockNumber'))
    expect(end - start).toBeGreaterThanOrEqual(DROPPED_AFTER_BLOCKS)
  })

  test('behavior: one dropped before the tracker first read it ends dropped', async () => {
    const { address, wallet } = sender()
    const first = await wallet.sendTransaction({ ...PAYMENT, ...LOW })
    await rpc(node.rpcUrl, 'anvil_dropTransaction', [first])
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    tracker.track(address, CHAIN_ID)
    await mineUntil(() => entry(address, first)?.status !== 'pending')
    expect(entry(address, first)).toMatchObject({ status: 'failed', dropped: true })
  })

  test('behavior: after a reload, one dropped while the page was away ends dropped', async () => {
    const { address, wallet } = sender()
    const storage = memoryStorage()
    const first = await wallet.sendTransaction({ ...PAYMENT, ...LOW })
    const before = page(storage)
    before.store.addTransaction(address, CHAIN_ID, { hash: first, description: 'Pay' })
    before.tracker.track(address, CHAIN_ID)
    await expect.poll(() => before.entry(address, first)?.nonce).toBeTypeOf('number')
    before.tracker.stop()
    await rpc(node.rpcUrl, 'anvil_dropTransaction', [first])
    const after = page(storage)
    after.tracker.track(address, CHAIN_ID)
    await mineUntil(() => after.entry(address, first)?.status !== 'pending')
    expect(after.entry(address, first)).toMatchObject({ status: 'failed', dropped: true })
  })

  test('behavior: a transaction the node still holds stays pending, however many blocks pass', async () => {
    const { address, wallet } = sender()
    // One nonce ahead: it waits in the pool for a transaction that never comes.
    const queued = await wallet.sendTransaction({
      ...PAYMENT,
      nonce: (await nonceOf(address)) + 1,
      ...LOW,
    })
    const { store, tracker, entry } = page(memoryStorage())
    store.addTransaction(address, CHAIN_ID, { hash: queued, description: 'Pay' })
    tracker.track(address, CHAIN_ID)
    await expect.poll(() => entry(address, queued)?.nonce).toBeTypeOf('number')
    const looksAt = () => receiptLooks.filter((hash) => hash === queued).length
    // Eight bursts of five blocks, each followed by a look of the tracker at it: past the dropped
    // bound in blocks and in looks.
    for (let i = 0; i < 8; i++) {
      const looked = looksAt()
      await rpc(node.rpcUrl, 'anvil_mine', ['0x5'])
      await expect.poll(looksAt).toBeGreaterThan(looked)
    }
    expect(entry(address, queued)?.status).toBe('pending')
    await rpc(node.rpcUrl, 'anvil_dropTransaction', [queued])
  })
})

describe('dropped, and afterwards', () => {
  /** A payment signed now and sent, the raw transaction kept (what a private relay holds). */
  async function signedPayment(wallet: ReturnType<typeof sender>['wallet']) {
    const raw = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ ...PAYMENT, ...LOW }),
    )
    const hash = await wallet.sendRawTransaction({ serializedTransaction: raw })
    return { raw, hash }
  }

  /** Sent, read by the tracker, dropped from the pool and past the bound: the entry is Dropped. */
  async function droppedPayment(storage: TransactionStorage) {
    const { address, wallet } = sender()
    const { raw, hash } = await signedPayment(wallet)
    const first = page(storage)
    first.store.addTransaction(address, CHAIN_ID, { hash, description: 'Pay' })
    first.follow(address)
    await expect.poll(() => first.entry(address, hash)?.nonce).toBeTypeOf('number')
    await rpc(node.rpcUrl, 'anvil_dropTransaction', [hash])
    await mineUntil(() => first.entry(address, hash)?.status !== 'pending')
    expect(first.entry(address, hash)).toMatchObject({ status: 'failed', dropped: true })
    return { address, wallet, raw, hash, first }
  }

  test('behavior: mined after all (its relay lands it), it is corrected to confirmed', async () => {
    const { address, raw, hash, first } = await droppedPayment(memoryStorage())
    await rpc(node.rpcUrl, 'eth_sendRawTransaction', [raw])
    await rpc(node.rpcUrl, 'evm_mine')
    await expect
      .poll(() => first.entry(address, hash), { timeout: 15_000 })
      .toMatchObject({ status: 'confirmed', dropped: undefined })
  })

  test('behavior: mined after all while the page was away, it is confirmed after a reload', async () => {
    const storage = memoryStorage()
    const { address, raw, hash, first } = await droppedPayment(storage)
    first.tracker.stop()
    await rpc(node.rpcUrl, 'eth_sendRawTransaction', [raw])
    await rpc(node.rpcUrl, 'evm_mine')
    const after = page(storage)
    expect(after.entry(address, hash)).toMatchObject({ status: 'failed', dropped: true })
    after.follow(address)
    await expect
      .poll(() => after.entry(address, hash), { timeout: 15_000 })
      .toMatchObject({ status: 'confirmed', dropped: undefined })
  })

  test('behavior: once another transaction took its nonce, it stays dropped for good', async () => {
    const { address, wallet, hash, first } = await droppedPayment(memoryStorage())
    const nonce = first.entry(address, hash)?.nonce
    // The wallet reuses the free nonce for something else.
    await wallet.sendTransaction({ to: OTHER, value: 1n, nonce, ...LOW })
    await rpc(node.rpcUrl, 'evm_mine')
    await expect
      .poll(() => first.entry(address, hash), { timeout: 15_000 })
      .toMatchObject({ status: 'failed', dropped: true, nonceTaken: true })
    expect(first.entry(address, hash)?.replaced).toBeUndefined()
  })
})

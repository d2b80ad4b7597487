// Replaced transactions on a real chain (anvil, automine off so a transaction can wait in the
// pool): a speed-up (same call, higher fee) is followed to the new hash and confirmed; a cancel
// (0-value transfer to oneself in the same nonce) is reported as cancelled; another transaction
// in the nonce as replaced; and after a "reload" (the wait starts only once the replacement is
// mined and the original is gone from the pool) the kept sender, nonce and call find it at once.
// The tracker's handling of these outcomes is covered by core/trackTransactions.replaced.test.ts.
import { type AnvilNode, DEV_PRIVATE_KEYS, rpc, startAnvil } from '@gatehouse/testkit'
import { createWalletClient, defineChain, http, parseEther, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { sentCallOf } from '../core/replacementReason'
import type { SentDetails } from '../core/trackTransactions'
import { waitForReceipt } from './waitForReceipt'

const PORT = 4531
const CHAIN_ID = 31337
const account = privateKeyToAccount(DEV_PRIVATE_KEYS[1] as `0x${string}`)
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${PORT}`] } },
})

let node: AnvilNode
const config = createConfig({
  chains: [chain],
  transports: { [CHAIN_ID]: http(`http://127.0.0.1:${PORT}`) },
  pollingInterval: 50,
  storage: null,
  multiInjectedProviderDiscovery: false,
})
const wallet = createWalletClient({ account, chain, transport: http(`http://127.0.0.1:${PORT}`) })

beforeAll(async () => {
  node = await startAnvil(CHAIN_ID, PORT)
  await rpc(node.rpcUrl, 'evm_setAutomine', [false])
})
afterAll(async () => {
  await node?.stop()
})
beforeEach(async () => {
  // Each test starts with an empty pool.
  await rpc(node.rpcUrl, 'evm_mine')
})

const LOW = { maxFeePerGas: parseGwei('10'), maxPriorityFeePerGas: parseGwei('1') }
const HIGH = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('2') }
const nextNonce = async () =>
  Number(await rpc<string>(node.rpcUrl, 'eth_getTransactionCount', [account.address, 'latest']))

/** Sends the same-nonce pair: `first` waits in the pool, `second` replaces it with a higher fee. */
async function sendPair(second: { to: `0x${string}`; value: bigint }) {
  const nonce = await nextNonce()
  const first = await wallet.sendTransaction({
    to: OTHER,
    value: parseEther('0.01'),
    nonce,
    ...LOW,
  })
  const replacement = await wallet.sendTransaction({ ...second, nonce, ...HIGH })
  return { first, replacement, nonce }
}

describe('waitForReceipt on a chain where the transaction is replaced', () => {
  test('behavior: a speed-up is confirmed under the new hash (repriced)', async () => {
    const nonce = await nextNonce()
    const first = await wallet.sendTransaction({
      to: OTHER,
      value: parseEther('0.01'),
      nonce,
      ...LOW,
    })
    let remembered: SentDetails | undefined
    const outcome = waitForReceipt(config, {
      hash: first,
      chainId: CHAIN_ID,
      confirmations: 1,
      remember: (sent) => {
        remembered = sent
      },
    })
    // The wait has read the transaction (sender, nonce, call) while it was in the pool.
    await expect.poll(() => remembered?.nonce).toBe(nonce)
    const faster = await wallet.sendTransaction({
      to: OTHER,
      value: parseEther('0.01'),
      nonce,
      ...HIGH,
    })
    await rpc(node.rpcUrl, 'evm_mine')
    expect(await outcome).toEqual({
      replaced: { reason: 'repriced', hash: faster },
      receipt: 'success',
    })
    expect(remembered?.from?.toLowerCase()).toBe(account.address.toLowerCase())
  })

  test('behavior: a cancel is reported as cancelled, live and after a reload', async () => {
    const nonce = await nextNonce()
    const first = await wallet.sendTransaction({
      to: OTHER,
      value: parseEther('0.01'),
      nonce,
      ...LOW,
    })
    let sent: SentDetails | undefined
    const live = waitForReceipt(config, {
      hash: first,
      chainId: CHAIN_ID,
      confirmations: 1,
      remember: (details) => {
        sent = details
      },
    })
    await expect.poll(() => sent?.nonce).toBe(nonce)
    const cancel = await wallet.sendTransaction({ to: account.address, value: 0n, nonce, ...HIGH })
    await rpc(node.rpcUrl, 'evm_mine')
    const expected = { replaced: { reason: 'cancelled', hash: cancel }, receipt: 'success' }
    expect(await live).toEqual(expected)
    // A new page: the original is gone from the pool, only what the earlier page kept is known.
    expect(
      await waitForReceipt(config, { hash: first, chainId: CHAIN_ID, confirmations: 1, sent }),
    ).toEqual(expected)
  })

  test('behavior: another transaction in the nonce is a replacement (the original did not run)', async () => {
    const { first, replacement, nonce } = await sendPair({ to: OTHER, value: parseEther('0.02') })
    await rpc(node.rpcUrl, 'evm_mine')
    // What the earlier page kept while the first one was pending.
    const call = sentCallOf({ to: OTHER, value: parseEther('0.01'), input: '0x' })
    const outcome = await waitForReceipt(config, {
      hash: first,
      chainId: CHAIN_ID,
      confirmations: 1,
      sent: { from: account.address, nonce, call },
    })
    expect(outcome).toEqual({
      replaced: { reason: 'replaced', hash: replacement },
      receipt: 'success',
    })
  })

  test('behavior: after a reload, a speed-up already mined is confirmed under its hash', async () => {
    const { first, replacement, nonce } = await sendPair({ to: OTHER, value: parseEther('0.01') })
    await rpc(node.rpcUrl, 'evm_mine')
    const call = sentCallOf({ to: OTHER, value: parseEther('0.01'), input: '0x' })
    const outcome = await waitForReceipt(config, {
      hash: first,
      chainId: CHAIN_ID,
      confirmations: 1,
      sent: { from: account.address, nonce, call },
    })
    expect(outcome).toEqual({
      replaced: { reason: 'repriced', hash: replacement },
      receipt: 'success',
    })
  })

  test('behavior: a transaction mined itself is its own receipt', async () => {
    const hash = await wallet.sendTransaction({ to: OTHER, value: 1n })
    const outcome = waitForReceipt(config, { hash, chainId: CHAIN_ID, confirmations: 1 })
    await rpc(node.rpcUrl, 'evm_mine')
    expect(await outcome).toBe('success')
  })
})

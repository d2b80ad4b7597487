// The test wallet's EIP-5792 on a real anvil (port 4533): an atomic batch is one EIP-7702
// transaction (approve and transfer of the test token both take effect, or, when one call
// reverts, neither does: status 500); a sequential wallet sends one transaction per call and goes
// on past a revert (600) and refuses atomic requests (5760); a no-batch wallet answers 4200;
// unknown ids 5730; wallet_showCallsStatus is recorded. Speed-up and cancel of a pending
// transaction (replaceTransaction.ts) too. The Playwright side (the wallet in a page) is the same
// code behind TestWallet.dispatch; the kit's reading of these answers is in the kit's tests.
import { createWalletClient, encodeFunctionData, type Hex, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { rpc } from '../chains/rpc'
import { seedBatchExecutor } from '../chains/seedBatchExecutor'
import { seedTestToken } from '../chains/seedTestToken'
import { type AnvilNode, startAnvil } from '../chains/startAnvil'
import { BATCH_EXECUTOR_ADDRESS } from '../contracts/batchExecutor'
import { TEST_TOKEN, testTokenAbi } from '../contracts/testToken'
import { replaceTransaction } from './replaceTransaction'
import { approve, RECIPIENT, SPENDER, transfer } from './testing/tokenCalls'
import { WalletCalls } from './walletCalls'

const PORT = 4533
const CHAIN_ID = 1
const account = privateKeyToAccount(DEV_PRIVATE_KEYS[3] as Hex)

let node: AnvilNode
let wallet: WalletCalls
beforeAll(async () => {
  node = await startAnvil(CHAIN_ID, PORT)
  await seedTestToken(node.rpcUrl, [account.address])
  await seedBatchExecutor(node.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
})
beforeEach(() => {
  wallet = new WalletCalls(
    account,
    () => node.rpcUrl,
    () => [CHAIN_ID],
  )
})

const read = async (functionName: 'allowance' | 'balanceOf', args: readonly Hex[]) =>
  BigInt(
    await rpc<Hex>(node.rpcUrl, 'eth_call', [
      {
        to: TEST_TOKEN.address,
        data: encodeFunctionData({ abi: testTokenAbi, functionName, args } as never),
      },
      'latest',
    ]),
  )
const send = (calls: unknown[], atomicRequired = false) =>
  wallet.dispatch(
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        from: account.address,
        chainId: numberToHex(CHAIN_ID),
        atomicRequired,
        calls,
      },
    ],
    CHAIN_ID,
  ) as Promise<{ id: string }>
type Status = { status: number; atomic: boolean; receipts: { status: Hex; transactionHash: Hex }[] }
const status = (id: string) =>
  wallet.dispatch('wallet_getCallsStatus', [id], CHAIN_ID) as Promise<Status>
/**
 * The batch's status once its transactions are mined: anvil's automine answers with the hash
 * before the block is sealed, so a status read at once may still be 100 (pending), as a real
 * wallet would say (a fresh-clone run read 100 so).
 */
const settled = (id: string) =>
  vi.waitFor(
    async () => {
      const answer = await status(id)
      if (answer.status === 100) throw new Error(`batch ${id} still pending`)
      return answer
    },
    { timeout: 15_000, interval: 20 },
  )

describe('an atomic wallet (EIP-7702)', () => {
  test('behavior: capabilities say atomic is supported', async () => {
    expect(
      await wallet.dispatch(
        'wallet_getCapabilities',
        [account.address, [numberToHex(CHAIN_ID)]],
        CHAIN_ID,
      ),
    ).toEqual({ [numberToHex(CHAIN_ID)]: { atomic: { status: 'supported' } } })
  })

  test('behavior: approve and transfer run in one transaction, both taking effect', async () => {
    const before = await read('balanceOf', [RECIPIENT])
    const { id } = await send([approve(5n), transfer(7n)], true)
    const answer = await settled(id)
    expect(answer).toMatchObject({ status: 200, atomic: true, chainId: numberToHex(CHAIN_ID), id })
    expect(answer.receipts).toHaveLength(1)
    expect(answer.receipts[0]?.status).toBe('0x1')
    expect(await read('allowance', [account.address, SPENDER])).toBe(5n)
    expect(await read('balanceOf', [RECIPIENT])).toBe(before + 7n)
    // The account is delegated to the executor (EIP-7702 designator 0xef0100 ‖ address).
    expect(
      (await rpc<Hex>(node.rpcUrl, 'eth_getCode', [account.address, 'latest'])).toLowerCase(),
    ).toBe(`0xef0100${BATCH_EXECUTOR_ADDRESS.slice(2).toLowerCase()}`)
  })

  test('behavior: a call that reverts reverts the whole batch (500), the approve included', async () => {
    const { id } = await send([approve(9n), transfer(10n ** 30n)], true)
    const answer = await settled(id)
    expect(answer.status).toBe(500)
    expect(answer.receipts.map((r) => r.status)).toEqual(['0x0'])
    expect(await read('allowance', [account.address, SPENDER])).not.toBe(9n)
  })
})

describe('a sequential wallet', () => {
  beforeEach(() => {
    wallet.mode = 'sequential'
  })

  test('behavior: one transaction per call, going on past a revert (600)', async () => {
    const { id } = await send([approve(11n), transfer(10n ** 30n)])
    const answer = await settled(id)
    expect(answer).toMatchObject({ status: 600, atomic: false })
    expect(answer.receipts.map((r) => r.status)).toEqual(['0x1', '0x0'])
    expect(await read('allowance', [account.address, SPENDER])).toBe(11n)
  })

  test('error: an atomic request is refused with 5760, nothing sent', async () => {
    await expect(send([approve(12n)], true)).rejects.toMatchObject({ code: 5760 })
    expect(await read('allowance', [account.address, SPENDER])).not.toBe(12n)
  })

  test('behavior: capabilities say atomic is unsupported', async () => {
    expect(await wallet.dispatch('wallet_getCapabilities', [account.address], CHAIN_ID)).toEqual({
      [numberToHex(CHAIN_ID)]: { atomic: { status: 'unsupported' } },
    })
  })
})

describe('a wallet without EIP-5792, and bad requests', () => {
  test.each([
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
  ])('error: %s answers 4200 in mode none', async (method) => {
    wallet.mode = 'none'
    await expect(wallet.dispatch(method, [], CHAIN_ID)).rejects.toMatchObject({ code: 4200 })
  })

  test('error: unknown ids are 5730; a shown batch is recorded', async () => {
    await expect(status('nope')).rejects.toMatchObject({ code: 5730 })
    await expect(
      wallet.dispatch('wallet_showCallsStatus', ['nope'], CHAIN_ID),
    ).rejects.toMatchObject({
      code: 5730,
    })
    const { id } = await send([approve(1n)])
    expect(await wallet.dispatch('wallet_showCallsStatus', [id], CHAIN_ID)).toBeNull()
    expect(wallet.shown).toEqual([id])
  })

  test('error: another chain is 5710, another account 4100, no calls -32602', async () => {
    const base = { version: '2.0.0', atomicRequired: false, calls: [approve(1n)] }
    await expect(
      wallet.dispatch('wallet_sendCalls', [{ ...base, chainId: '0x2' }], CHAIN_ID),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      wallet.dispatch('wallet_sendCalls', [{ ...base, chainId: '0x1', from: SPENDER }], CHAIN_ID),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      wallet.dispatch('wallet_sendCalls', [{ ...base, chainId: '0x1', calls: [] }], CHAIN_ID),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('speed-up and cancel of a pending transaction', () => {
  beforeAll(async () => {
    await rpc(node.rpcUrl, 'evm_setAutomine', [false])
  })
  afterAll(async () => {
    await rpc(node.rpcUrl, 'evm_setAutomine', [true])
  })

  test.each([
    ['speedUp', RECIPIENT, '0x5'],
    ['cancel', account.address, '0x0'],
  ] as const)('behavior: %s mines a replacement in the same nonce', async (kind, to, value) => {
    const original = await createWalletClient({
      account,
      transport: http(node.rpcUrl),
    }).sendTransaction({
      chain: null,
      to: RECIPIENT,
      value: 5n,
    })
    const replacement = await replaceTransaction(account, node.rpcUrl, original, kind)
    await rpc(node.rpcUrl, 'evm_mine')
    const mined = await rpc<{ to: Hex; value: Hex; nonce: Hex }>(
      node.rpcUrl,
      'eth_getTransactionByHash',
      [replacement],
    )
    expect(mined.to.toLowerCase()).toBe(to.toLowerCase())
    expect(mined.value).toBe(value)
    expect(await rpc(node.rpcUrl, 'eth_getTransactionReceipt', [original])).toBeNull()
  })
})

// Covers the smart-wallet fixtures on a real anvil: the committed ABI matches the one the helpers
// use, a deployed wallet answers ERC-1271 for its owner only (canonical signatures only), the
// CREATE2 address is the factory's, and a counterfactual wallet verifies through ERC-6492 in viem
// without being deployed. Port 4481 keeps clear of the other testkit tests (4401–4472).
import {
  type Address,
  createPublicClient,
  type Hex,
  hashMessage,
  hexToBigInt,
  http,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_PRIVATE_KEYS } from '../chains/devAccounts'
import { rpc } from '../chains/rpc'
import { type LocalChains, startChains } from '../chains/startChains'
import {
  counterfactualSmartWallet,
  deploySmartWallet,
  loadTestContract,
  signAsSmartWallet,
  smartWalletAddress,
  TEST_SMART_WALLET_FACTORY_ADDRESS,
  testSmartWalletAbi,
  testSmartWalletFactoryAbi,
} from './smartWallet'

const PORT = 4481
const RPC_URL = `http://127.0.0.1:${PORT}`
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const MAGIC = '0x1626ba7e'
const INVALID = '0xffffffff'
const owner = privateKeyToAccount(DEV_PRIVATE_KEYS[2])
const stranger = privateKeyToAccount(DEV_PRIVATE_KEYS[3])
const message = 'Sign in to the Gatehouse demo.'

/** The same signature with s replaced by N - s and v flipped: ecrecover's other valid form. */
function malleate(signature: Hex): Hex {
  const s = hexToBigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16) === 27 ? '1c' : '1b'
  return `${signature.slice(0, 66)}${numberToHex(N - s, { size: 32 }).slice(2)}${v}` as Hex
}

type AbiEntry = {
  type: string
  name?: string
  stateMutability?: string
  inputs?: readonly { type: string; indexed?: boolean }[]
  outputs?: readonly { type: string }[]
}

/** One sortable line per ABI entry: kind, name, types, mutability (parameter names ignored). */
function shape(abi: readonly unknown[]): string[] {
  const types = (params: AbiEntry['inputs'] = []) =>
    params.map((param) => `${param.type}${param.indexed ? ' indexed' : ''}`).join(',')
  return (abi as readonly AbiEntry[])
    .map(
      (entry) =>
        `${entry.type} ${entry.name ?? ''}(${types(entry.inputs)}) ${entry.stateMutability ?? ''} (${types(entry.outputs)})`,
    )
    .sort()
}

describe('the compiled fixtures', () => {
  test('behavior: the committed ABIs are the ones the helpers encode with', () => {
    expect(shape(loadTestContract('TestSmartWallet').abi)).toEqual(shape(testSmartWalletAbi))
    expect(shape(loadTestContract('TestSmartWalletFactory').abi)).toEqual(
      shape(testSmartWalletFactoryAbi),
    )
  })
})

describe('given a local chain', () => {
  let local: LocalChains
  const client = createPublicClient({ transport: http(RPC_URL) })

  beforeAll(async () => {
    local = await startChains({ chainIds: [1], portBase: PORT })
  }, 30_000)

  afterAll(async () => {
    await local?.stop()
  })

  const isValidSignature = (address: Address, hash: Hex, signature: Hex) =>
    client.readContract({
      address,
      abi: testSmartWalletAbi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    })

  test('behavior: a deployed wallet accepts its owner’s signature (ERC-1271)', async () => {
    const wallet = await deploySmartWallet(RPC_URL, { owner: owner.address })
    expect(wallet).toBe(smartWalletAddress({ owner: owner.address }))
    expect(
      await client.readContract({
        address: TEST_SMART_WALLET_FACTORY_ADDRESS,
        abi: testSmartWalletFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, numberToHex(0n, { size: 32 })],
      }),
    ).toBe(wallet)
    expect(
      await client.readContract({
        address: wallet,
        abi: testSmartWalletAbi,
        functionName: 'owner',
      }),
    ).toBe(owner.address)

    const signature = await signAsSmartWallet({ owner, message })
    expect(await isValidSignature(wallet, hashMessage(message), signature)).toBe(MAGIC)
    expect(await client.verifyMessage({ address: wallet, message, signature })).toBe(true)
    // Deploying again is a no-op that returns the same wallet.
    const block = await rpc<Hex>(RPC_URL, 'eth_blockNumber')
    expect(await deploySmartWallet(RPC_URL, { owner: owner.address })).toBe(wallet)
    expect(await rpc<Hex>(RPC_URL, 'eth_blockNumber')).toBe(block)
  })

  test('error: another signer, another hash, a malleated or short signature', async () => {
    const wallet = await deploySmartWallet(RPC_URL, { owner: owner.address, salt: 1n })
    const hash = hashMessage(message)
    const signature = await owner.signMessage({ message })
    expect(await isValidSignature(wallet, hash, await stranger.signMessage({ message }))).toBe(
      INVALID,
    )
    expect(await isValidSignature(wallet, hashMessage('other'), signature)).toBe(INVALID)
    expect(await isValidSignature(wallet, hash, malleate(signature))).toBe(INVALID)
    expect(await isValidSignature(wallet, hash, signature.slice(0, 130) as Hex)).toBe(INVALID)
    expect(await isValidSignature(wallet, hash, '0x')).toBe(INVALID)
  })

  test('behavior: a counterfactual wallet verifies through ERC-6492 and stays undeployed', async () => {
    const wallet = await counterfactualSmartWallet(RPC_URL, { owner: owner.address, salt: 7n })
    expect(wallet.factory).toBe(TEST_SMART_WALLET_FACTORY_ADDRESS)
    expect(wallet.address).toBe(smartWalletAddress({ owner: owner.address, salt: 7n }))
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()

    const signature = await signAsSmartWallet({ owner, message, counterfactual: wallet })
    expect(await client.verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    const forged = await signAsSmartWallet({ owner: stranger, message, counterfactual: wallet })
    expect(
      await client.verifyMessage({ address: wallet.address, message, signature: forged }),
    ).toBe(false)
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
  })
})

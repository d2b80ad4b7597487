// Covers contract-wallet sign-in through the NextAuth provider on a real local anvil (port 4630):
// a deployed ERC-1271 wallet and a counterfactual ERC-6492 one sign in through `rpcUrls`, a
// wrong signer does not, and a wallet on a chain without an RPC URL is refused. Signatures are
// real: the owner's EIP-191 signature from a viem local account. The rules themselves are in
// siweCredentials.test.ts.
import {
  type AnvilNode,
  counterfactualSmartWallet,
  DEV_PRIVATE_KEYS,
  deploySmartWallet,
  signAsSmartWallet,
  startAnvil,
} from '@gatehouse/testkit'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messageFor, ORIGIN, START } from '../testing/authTestHarness'
import { type SiweCredentialsProvider, siweCredentials } from './siweCredentials'

const ANVIL_PORT = 4630
const CSRF = '5e1f0c0ffee0123456789abcdef0123456789abcdef0123456789abcdef01234'
const owner = privateKeyToAccount(DEV_PRIVATE_KEYS[4])
const stranger = privateKeyToAccount(DEV_PRIVATE_KEYS[5])

describe('given chain 1 on anvil with its RPC URL configured', () => {
  let anvil: AnvilNode
  let provider: SiweCredentialsProvider

  beforeAll(async () => {
    anvil = await startAnvil(1, ANVIL_PORT)
    provider = siweCredentials({
      appOrigin: ORIGIN,
      chainIds: [1, 10],
      rpcUrls: { 1: anvil.rpcUrl },
      now: () => START,
    })
  }, 30_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  async function authorize(
    wallet: Address,
    signer: typeof owner,
    options: {
      chainId?: number
      counterfactual?: Parameters<typeof signAsSmartWallet>[0]['counterfactual']
    } = {},
  ) {
    const message = messageFor(owner, CSRF, START, {
      address: wallet,
      chainId: options.chainId ?? 1,
    })
    const signature = await signAsSmartWallet({
      owner: signer,
      message,
      ...(options.counterfactual ? { counterfactual: options.counterfactual } : {}),
    })
    return provider.authorize({ message, signature, csrfToken: CSRF })
  }

  test('behavior: a deployed ERC-1271 wallet signs in', async () => {
    const wallet = await deploySmartWallet(anvil.rpcUrl, { owner: owner.address, salt: 30n })
    await expect(authorize(wallet, owner)).resolves.toEqual({
      id: wallet,
      name: wallet,
      chainId: 1,
    })
  })

  test('behavior: a counterfactual ERC-6492 wallet signs in', async () => {
    const counterfactual = await counterfactualSmartWallet(anvil.rpcUrl, {
      owner: owner.address,
      salt: 31n,
    })
    await expect(
      authorize(counterfactual.address, owner, { counterfactual }),
    ).resolves.toMatchObject({ id: counterfactual.address })
  })

  test('error: a wrong signer, or a chain without an RPC URL, is refused', async () => {
    const wallet = await deploySmartWallet(anvil.rpcUrl, { owner: owner.address, salt: 32n })
    await expect(authorize(wallet, stranger)).resolves.toBeNull()
    await expect(authorize(wallet, owner, { chainId: 10 })).resolves.toBeNull()
  })
})

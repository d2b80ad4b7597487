// ENS on a local chain: a test double of the Universal Resolver at the address viem's `mainnet`
// uses, answering getEnsName / getEnsAddress / getEnsText / getEnsAvatar (fixtures/*.sol).
import { encodeFunctionData, type Hex, namehash } from 'viem'
import { mainnet } from 'viem/chains'
import { SEEDER_ACCOUNT } from './devAccounts'
import type { EnsProfile } from './devEnsProfiles'
import { loadBytecode } from './loadBytecode'
import { rpc } from './rpc'

export const ENS_UNIVERSAL_RESOLVER_ADDRESS = mainnet.contracts.ensUniversalResolver.address

const setterAbi = [
  {
    type: 'function',
    name: 'setName',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'name', type: 'string' },
      { name: 'node', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setText',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
      { name: 'value', type: 'string' },
    ],
    outputs: [],
  },
] as const

export async function seedEns(url: string, entries: readonly EnsProfile[]): Promise<void> {
  await rpc(url, 'anvil_setCode', [
    ENS_UNIVERSAL_RESOLVER_ADDRESS,
    loadBytecode('MockEnsUniversalResolver'),
  ])
  for (const { address, name, avatar } of entries) {
    const node = namehash(name)
    await send(
      url,
      encodeFunctionData({ abi: setterAbi, functionName: 'setName', args: [address, name, node] }),
    )
    await send(
      url,
      encodeFunctionData({
        abi: setterAbi,
        functionName: 'setText',
        args: [node, 'avatar', avatar],
      }),
    )
  }
}

/** anvil's dev accounts are unlocked, so no signing here; works under automine and interval mining. */
async function send(url: string, data: Hex) {
  const hash = await rpc<Hex>(url, 'eth_sendTransaction', [
    { from: SEEDER_ACCOUNT, to: ENS_UNIVERSAL_RESOLVER_ADDRESS, data },
  ])
  for (;;) {
    const receipt = await rpc<{ status: Hex } | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`ENS seeding transaction ${hash} reverted`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

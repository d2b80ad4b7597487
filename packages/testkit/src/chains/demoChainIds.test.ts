// Keeps the hard-coded chain ids and names (kept free of viem for start-up speed) true to viem.
import { arbitrum, mainnet, optimism, polygon, sepolia, zora } from 'viem/chains'
import { expect, test } from 'vitest'
import { chainName, DEMO_CHAIN_IDS, TESTNET_CHAIN_ID } from './demoChainIds'

test('behavior: ids and names match viem/chains', () => {
  const chains = [mainnet, polygon, optimism, arbitrum, zora]
  expect(DEMO_CHAIN_IDS).toEqual(chains.map((chain) => chain.id))
  expect(TESTNET_CHAIN_ID).toBe(sepolia.id)
  for (const chain of [...chains, sepolia]) expect(chainName(chain.id)).toBe(chain.name)
  expect(chainName(31337)).toBe('Chain 31337')
})

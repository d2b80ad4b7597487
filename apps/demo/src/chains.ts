import { type Chain, defineChain } from 'viem'
import { arbitrum, mainnet, polygon, sepolia } from 'viem/chains'

// OP Mainnet and Zora as plain chain data (§3 fields only). viem's own definitions carry the
// OP-stack formatters and serializers (deposit transactions, L1 fee estimation) that a wallet
// connection demo never uses, and that code would sit in the first-render bundle.
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'

export const opMainnet = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 4286263 } },
})

export const zora = defineChain({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 5882 } },
})

/** §3 demo chains; Ethereum mainnet is the default (first). */
export const DEMO_CHAINS: readonly Chain[] = [mainnet, polygon, opMainnet, arbitrum, zora]
/** Shown only when VITE_ENABLE_TESTNETS is exactly 'true'. */
export const TESTNET_CHAINS: readonly Chain[] = [sepolia]

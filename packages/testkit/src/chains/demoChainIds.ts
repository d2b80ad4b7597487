// The chains the demo offers (the chain list of §3) and the testnet it adds when testnets are on.
// Plain numbers, not viem/chains: this module is on `npm start`'s fail-fast path, where loading
// viem would cost seconds before a taken port could be reported (a test checks them against viem).
export const DEMO_CHAIN_IDS = [1, 137, 10, 42161, 7777777] as const
export const TESTNET_CHAIN_ID = 11155111

const NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  137: 'Polygon',
  10: 'OP Mainnet',
  42161: 'Arbitrum One',
  7777777: 'Zora',
  11155111: 'Sepolia',
}

/** A readable name for start-up logs; unknown ids fall back to "Chain <id>". */
export function chainName(chainId: number): string {
  return NAMES[chainId] ?? `Chain ${chainId}`
}

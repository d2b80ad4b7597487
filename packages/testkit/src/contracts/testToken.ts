// The test ERC-20 on every local chain (TestToken.sol): what a dapp passes to wallet_watchAsset
// and reads balances of. Its runtime is placed at a fixed address by seedTestToken.
import { type Address, type Hex, isHex, parseAbi } from 'viem'
import testToken from './TestToken.json' with { type: 'json' }

/** The token's facts, as the contract answers them (name(), symbol(), decimals()). */
export const TEST_TOKEN = {
  address: '0x7E57000000000000000000000000000000000020',
  name: 'Gatehouse Test Token',
  symbol: 'GHT',
  decimals: 6,
} as const satisfies { address: Address; name: string; symbol: string; decimals: number }

export const testTokenAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
])

/** The committed compiler output's runtime code (src/contracts/TestToken.json). */
export function testTokenRuntime(): Hex {
  const { deployedBytecode } = testToken as Partial<Record<string, unknown>>
  if (
    typeof deployedBytecode !== 'string' ||
    !isHex(deployedBytecode) ||
    deployedBytecode === '0x'
  ) {
    throw new Error(
      'contracts/TestToken.json is not compiler output: run scripts/compileContracts.ts',
    )
  }
  return deployedBytecode
}

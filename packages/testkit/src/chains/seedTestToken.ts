// The test ERC-20 (contracts/TestToken.sol) at TEST_TOKEN.address, with a balance for every dev
// account. Placed with anvil_setCode like Multicall3 (same address on every chain, no deployer
// nonce to keep in step); the balances are written straight into its storage slots.
import { type Address, encodeAbiParameters, keccak256, numberToHex } from 'viem'
import { TEST_TOKEN, testTokenRuntime } from '../contracts/testToken'
import { DEV_ACCOUNTS } from './devAccounts'
import { rpc } from './rpc'

/** What each dev account holds: 1,000 tokens. */
export const TEST_TOKEN_DEV_BALANCE = 1_000n * 10n ** BigInt(TEST_TOKEN.decimals)

// Solidity storage layout of TestToken: mapping balanceOf at slot 0, totalSupply at slot 2.
const BALANCE_OF_SLOT = 0n
const TOTAL_SUPPLY_SLOT = 2n

const word = (value: bigint) => numberToHex(value, { size: 32 })
const balanceSlot = (holder: Address) =>
  keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]),
  )

export async function seedTestToken(
  url: string,
  holders: readonly Address[] = DEV_ACCOUNTS,
): Promise<void> {
  await rpc(url, 'anvil_setCode', [TEST_TOKEN.address, testTokenRuntime()])
  await Promise.all(
    holders.map((holder) =>
      rpc(url, 'anvil_setStorageAt', [
        TEST_TOKEN.address,
        balanceSlot(holder),
        word(TEST_TOKEN_DEV_BALANCE),
      ]),
    ),
  )
  await rpc(url, 'anvil_setStorageAt', [
    TEST_TOKEN.address,
    word(TOTAL_SUPPLY_SLOT),
    word(TEST_TOKEN_DEV_BALANCE * BigInt(holders.length)),
  ])
}

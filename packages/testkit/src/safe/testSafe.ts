// A Safe-like multisig on a local anvil (contracts/TestSafe.sol): owners and a threshold, ERC-1271
// over owner signatures the way a Safe checks them, and an owner-only execTransaction so that an
// executed Safe transaction has a real on-chain hash and receipt.
import {
  type Address,
  concat,
  createPublicClient,
  encodeDeployData,
  getAddress,
  type Hex,
  http,
  isHex,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, DEV_PRIVATE_KEYS, SEEDER_ACCOUNT } from '../chains/devAccounts'
import { rpc } from '../chains/rpc'
// Imported so the bundler inlines it: the built package reads nothing from disk.
import testSafe from '../contracts/TestSafe.json' with { type: 'json' }

export const testSafeAbi = parseAbi([
  'constructor(address[] owners_, uint256 threshold_)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function getMessageHash(bytes32 hash) view returns (bytes32)',
  'function execTransaction(address to, uint256 value, bytes data) returns (bool)',
  'function execTransactions(address[] to, uint256[] value, bytes[] data) returns (bool)',
  'function isValidSignature(bytes32 hash, bytes signatures) view returns (bytes4)',
])

/** Two of the anvil dev accounts (#1, #2) owning a 2-of-2 Safe, with their keys for signing. */
export const TEST_SAFE_OWNER_KEYS: readonly Hex[] = [DEV_PRIVATE_KEYS[1], DEV_PRIVATE_KEYS[2]]
export const TEST_SAFE_OWNERS: readonly Address[] = [DEV_ACCOUNTS[1], DEV_ACCOUNTS[2]]

export type DeployTestSafeParams = {
  owners?: readonly Address[]
  threshold?: number
  /** Wei sent to the Safe at deployment, so its transactions can move value. Default 10 ETH. */
  fund?: bigint
  /** An unlocked anvil account that sends the deployment. Default SEEDER_ACCOUNT. */
  from?: Address
}

function loadTestSafe(): Hex {
  const json: unknown = testSafe
  const bytecode = (json as { bytecode?: unknown } | null)?.bytecode
  if (typeof bytecode !== 'string' || !isHex(bytecode) || bytecode.length <= 2)
    throw new Error(
      'contracts/TestSafe.json is not compiler output: run scripts/compileContracts.ts',
    )
  return bytecode
}

/** Deploys a TestSafe (a real transaction, mined) and returns its address. */
export async function deployTestSafe(
  rpcUrl: string,
  {
    owners = TEST_SAFE_OWNERS,
    threshold = owners.length,
    fund = 10n ** 19n,
    from = SEEDER_ACCOUNT,
  }: DeployTestSafeParams = {},
): Promise<Address> {
  const data = encodeDeployData({
    abi: testSafeAbi,
    bytecode: loadTestSafe(),
    args: [[...owners], BigInt(threshold)],
  })
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    { from, data, value: `0x${fund.toString(16)}` },
  ])
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`TestSafe was not deployed (tx ${hash})`)
  return getAddress(receipt.contractAddress)
}

/**
 * What a Safe returns for a confirmed off-chain message: the owners' EIP-712 SafeMessage
 * signatures over `hash`, concatenated in ascending owner order.
 */
export async function signAsTestSafe(params: {
  safe: Address
  chainId: number
  hash: Hex
  ownerKeys?: readonly Hex[]
}): Promise<Hex> {
  const owners = (params.ownerKeys ?? TEST_SAFE_OWNER_KEYS)
    .map((key) => privateKeyToAccount(key))
    .sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  const signatures = await Promise.all(
    owners.map((owner) =>
      owner.signTypedData({
        domain: { chainId: params.chainId, verifyingContract: params.safe },
        types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
        primaryType: 'SafeMessage',
        message: { message: params.hash },
      }),
    ),
  )
  return concat(signatures)
}

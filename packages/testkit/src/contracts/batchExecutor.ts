// The EIP-7702 delegate of the test wallet's batches (TestBatchExecutor.sol), at a fixed address
// on every local chain (placed by seedBatchExecutor, like the test token).
import { type Address, getAddress, type Hex, isHex, parseAbi } from 'viem'
import batchExecutor from './TestBatchExecutor.json' with { type: 'json' }

export const BATCH_EXECUTOR_ADDRESS: Address = getAddress(
  '0x7e57000000000000000000000000000000005792',
)

export const batchExecutorAbi = parseAbi([
  'function execute((address to, uint256 value, bytes data)[] calls) payable',
  'error CallFailed(uint256 index, bytes reason)',
  'error OnlySelf()',
])

/** The committed compiler output's runtime code (src/contracts/TestBatchExecutor.json). */
export function batchExecutorRuntime(): Hex {
  const { deployedBytecode } = batchExecutor as Partial<Record<string, unknown>>
  if (typeof deployedBytecode !== 'string' || !isHex(deployedBytecode) || deployedBytecode === '0x')
    throw new Error(
      'TestBatchExecutor.json has no deployedBytecode: run scripts/compileContracts.ts',
    )
  return deployedBytecode
}

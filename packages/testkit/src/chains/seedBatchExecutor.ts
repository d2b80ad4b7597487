// The test wallet's EIP-7702 batch delegate (contracts/TestBatchExecutor.sol) at
// BATCH_EXECUTOR_ADDRESS, placed with anvil_setCode like Multicall3 and the test token.
import { BATCH_EXECUTOR_ADDRESS, batchExecutorRuntime } from '../contracts/batchExecutor'
import { rpc } from './rpc'

export async function seedBatchExecutor(url: string): Promise<void> {
  await rpc(url, 'anvil_setCode', [BATCH_EXECUTOR_ADDRESS, batchExecutorRuntime()])
}

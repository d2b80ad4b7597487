// Executing a Safe transaction for real: an owner sends execTransaction to the TestSafe on the
// local chain, so an executed transaction has a real on-chain hash and receipt.
import { type Address, createPublicClient, encodeFunctionData, type Hex, http } from 'viem'
import { rpc } from '../chains/rpc'
import type { BaseTransaction, SafeAccount } from './safeLedgerTypes'
import { testSafeAbi } from './testSafe'

// Multicall3 has no fallback: any call with unknown data reverts, giving a FAILED execution.
export const REVERTING_CALL: BaseTransaction = {
  to: '0xcA11bde05977b3631167028862bE2a173976CA11',
  value: '0',
  data: '0xdeadbeef',
}
const EXECUTION_GAS = '0x7a120' // 500k: given, so a reverting call is mined, not refused

/**
 * Sends `calls` through the Safe from its last owner, several as one transaction (all or none);
 * the mined hash and whether it succeeded.
 */
export async function executeSafeTx(
  safe: SafeAccount,
  calls: readonly BaseTransaction[],
): Promise<{ hash: Hex; success: boolean }> {
  const [call] = calls
  if (!call) throw new Error('no call to execute')
  const value = (tx: BaseTransaction) => BigInt(tx.value || '0')
  const executor = safe.owners.at(-1) as Address
  const hash = await rpc<Hex>(safe.rpcUrl, 'eth_sendTransaction', [
    {
      from: executor,
      to: safe.address,
      gas: EXECUTION_GAS,
      data:
        calls.length === 1
          ? encodeFunctionData({
              abi: testSafeAbi,
              functionName: 'execTransaction',
              args: [call.to, value(call), call.data || '0x'],
            })
          : encodeFunctionData({
              abi: testSafeAbi,
              functionName: 'execTransactions',
              args: [
                calls.map((tx) => tx.to),
                calls.map(value),
                calls.map((tx) => tx.data || '0x'),
              ],
            }),
    },
  ])
  const client = createPublicClient({ transport: http(safe.rpcUrl), pollingInterval: 50 })
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
  return { hash, success: receipt.status === 'success' }
}

import { waitForTransactionReceipt } from 'viem/actions'
import type { Config } from 'wagmi'
import type { ReceiptOutcome } from '../core/trackTransactions'

/**
 * Waits through the app's transport for a receipt with the wanted confirmations. viem's action
 * is used (not wagmi's, which throws on a revert): a reverted receipt is an outcome, not an error.
 * Loaded lazily, only once there is a pending transaction.
 */
export async function waitForReceipt(
  config: Config,
  { hash, chainId, confirmations }: { hash: `0x${string}`; chainId: number; confirmations: number },
): Promise<ReceiptOutcome> {
  const client = config.getClient({ chainId })
  const receipt = await waitForTransactionReceipt(client, { hash, confirmations })
  return receipt.status === 'success' ? 'success' : 'reverted'
}

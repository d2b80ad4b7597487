import { getTransaction, waitForTransactionReceipt } from 'viem/actions'
import type { Config } from 'wagmi'
import { type MinedTransaction, replacementReason, sentCallOf } from '../core/replacementReason'
import type { ReceiptOutcome, SentDetails } from '../core/trackTransactions'
import type { ReplacementInfo } from '../core/transactionTypes'

/**
 * Waits through the app's transport for a receipt with the wanted confirmations. viem's action
 * is used (not wagmi's, which throws on a revert): a reverted receipt is an outcome, not an error.
 * The transaction's sender, nonce and call are read once (and kept through `remember`), so that
 * a transaction sped up, cancelled or replaced in the wallet is followed to what was mined in its
 * nonce, also when that happened before a reload (viem looks the nonce up with
 * eth_getTransactionBySenderAndNonce). Loaded lazily, only once there is a pending transaction.
 */
export async function waitForReceipt(
  config: Config,
  {
    hash,
    chainId,
    confirmations,
    sent,
    remember,
  }: {
    hash: `0x${string}`
    chainId: number
    confirmations: number
    sent?: SentDetails
    remember?: (sent: SentDetails) => void
  },
): Promise<ReceiptOutcome> {
  const client = config.getClient({ chainId })
  let known = sent
  if (!known) {
    // Not found (already dropped, or sent through a node this one has not heard from): the wait
    // below still finds its receipt, only a replacement would go unnoticed.
    const tx = await getTransaction(client, { hash }).catch(() => undefined)
    if (tx) {
      known = { from: tx.from, nonce: tx.nonce, call: sentCallOf(tx) }
      remember?.(known)
    }
  }
  let replaced: ReplacementInfo | undefined
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    confirmations,
    ...(known ? { replacement: { from: known.from, nonce: known.nonce } } : {}),
    onReplaced: ({ transaction }) => {
      const mined: MinedTransaction = transaction
      replaced = { reason: replacementReason(known?.call, mined), hash: transaction.hash }
    },
  })
  const verdict = receipt.status === 'success' ? 'success' : 'reverted'
  return replaced ? { replaced, receipt: verdict } : verdict
}

import { type Client, isAddressEqual, type Transaction, TransactionNotFoundError } from 'viem'
import { getBlock, getBlockNumber, getTransaction, getTransactionCount } from 'viem/actions'
import { firstBlockPastNonce } from '../core/firstBlockPastNonce'

/**
 * The transaction mined in an account's nonce, looked up with eth_getTransactionBySenderAndNonce
 * where the node has it, else found through the account's transaction counts from block `since`
 * on (a node that keeps no history that old cannot tell: undefined, like nothing mined yet).
 */
export async function minedInNonce(
  client: Client,
  { from, nonce, since }: { from: `0x${string}`; nonce: number; since: number },
): Promise<Transaction | undefined> {
  const direct = await getTransaction(client, { sender: from, nonce }).then(
    (tx) => ({ tx }),
    (error: unknown) => (error instanceof TransactionNotFoundError ? { tx: undefined } : undefined),
  )
  if (direct) return direct.tx?.blockNumber != null ? direct.tx : undefined
  const countAt = (block: number) =>
    getTransactionCount(client, { address: from, blockNumber: BigInt(block) })
  try {
    const to = Number(await getBlockNumber(client, { cacheTime: 0 }))
    const at = await firstBlockPastNonce({ from: since, to, nonce, countAt })
    if (at === undefined) return undefined
    const block = await getBlock(client, { blockNumber: BigInt(at), includeTransactions: true })
    return block.transactions.find((tx) => isAddressEqual(tx.from, from) && tx.nonce === nonce)
  } catch {
    return undefined
  }
}

import { type Client, TransactionNotFoundError } from 'viem'
import { getTransaction } from 'viem/actions'
import type { Config } from 'wagmi'
import { sentCallOf } from '../core/replacementReason'
import type { SentDetails } from '../core/trackTransactions'

/**
 * The transaction's sender, nonce and call as the node knows it (its nonce is what a speed-up or
 * cancel in the wallet reuses); undefined when the node does not know the hash. Other errors
 * reject: they say nothing about the transaction.
 */
export async function readSent(client: Client, hash: `0x${string}`) {
  const tx = await getTransaction(client, { hash }).catch((error: unknown) => {
    if (error instanceof TransactionNotFoundError) return undefined
    throw error
  })
  if (!tx) return undefined
  const sent = { from: tx.from, nonce: tx.nonce, call: sentCallOf(tx) } satisfies SentDetails
  return { sent, mined: tx.blockNumber !== null }
}

/** readSent through the app's transport, for the tracker's first read of a new entry. */
export async function readSentTransaction(
  config: Config,
  { hash, chainId }: { hash: `0x${string}`; chainId: number },
): Promise<SentDetails | undefined> {
  return (await readSent(config.getClient({ chainId }), hash))?.sent
}

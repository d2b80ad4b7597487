import { getBlockNumber } from 'viem/actions'
import type { Config } from 'wagmi'
import { replacementReason } from '../core/replacementReason'
import type { DroppedLook, SentDetails } from '../core/trackTransactions'
import { minedInNonce } from './minedInNonce'
import { readSent } from './readSentTransaction'
import { nonceSlot, receiptOf } from './waitForReceipt'

/**
 * One look at a dropped transaction (§4), through the app's transport. 'back' when it may yet end
 * otherwise than dropped: the node has its receipt (mined after all, e.g. by a private relay) or
 * holds it again, or its nonce went to a speed-up or cancel of it; the tracker then follows it
 * again. 'taken' when its nonce went to any other transaction (the wallet reused the free nonce):
 * it can never be mined, and it stays dropped. 'missing' while nothing is mined in its nonce.
 * Loaded lazily, with the tracker.
 */
export async function recheckDropped(
  config: Config,
  { hash, chainId, sent }: { hash: `0x${string}`; chainId: number; sent: SentDetails },
): Promise<DroppedLook> {
  const client = config.getClient({ chainId })
  if (await receiptOf(client, hash)) return 'back'
  if (await readSent(client, hash)) return 'back'
  const { from, nonce } = sent
  if (from === undefined || nonce === undefined) return 'missing'
  const block = Number(await getBlockNumber(client, { cacheTime: 0 }))
  const slot = await nonceSlot(client, from, nonce, block)
  // Whatever waits in its nonce is judged once it is mined.
  if (slot !== 'mined') return 'missing'
  const mined = await minedInNonce(client, { from, nonce, since: sent.since ?? block })
  if (!mined) return 'taken'
  if (mined.hash.toLowerCase() === hash.toLowerCase()) return 'back'
  return replacementReason(sent.call, mined) === 'replaced' ? 'taken' : 'back'
}

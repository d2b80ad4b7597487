import { type Client, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'
import { getBlockNumber, getTransactionCount, getTransactionReceipt } from 'viem/actions'
import type { Config } from 'wagmi'
import { replacementReason } from '../core/replacementReason'
import type { ReceiptOutcome, SentDetails } from '../core/trackTransactions'
import { isDropped, noteLook, type TransactionAbsence } from '../core/transactionAbsence'
import { inferSent } from './inferSent'
import { minedInNonce } from './minedInNonce'
import { readSent } from './readSentTransaction'

export type WaitForReceiptArgs = {
  hash: `0x${string}`
  chainId: number
  confirmations: number
  /** The entry's account: the presumed sender of a transaction the node has forgotten. */
  account?: `0x${string}`
  sent?: SentDetails
  remember?: (sent: SentDetails) => void
  /** What is known now, read at each look (another part of the kit may have learnt more). */
  current?: () => SentDetails
  signal?: AbortSignal
}

export const receiptOf = (client: Client, hash: `0x${string}`) =>
  getTransactionReceipt(client, { hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  })

const deepEnough = (receipt: TransactionReceipt, block: number, confirmations: number) =>
  block - Number(receipt.blockNumber) + 1 >= confirmations

const verdictOf = (receipt: TransactionReceipt) =>
  receipt.status === 'success' ? ('success' as const) : ('reverted' as const)

/** Whether the nonce is used on chain, held by a transaction in the node's pool, or free. */
export async function nonceSlot(client: Client, from: `0x${string}`, nonce: number, block: number) {
  const [latest, pending] = await Promise.all([
    getTransactionCount(client, { address: from, blockNumber: BigInt(block) }),
    getTransactionCount(client, { address: from, blockTag: 'pending' }),
  ])
  if (latest > nonce) return 'mined'
  return pending > nonce ? 'waiting' : 'free'
}

function pause(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/**
 * Follows a transaction through the app's transport, one look per new block, until its receipt
 * (or a replacement's) has the wanted confirmations, or it is dropped. A reverted receipt is an
 * outcome, not an error. Each look asks for the receipt, then for the transaction: while the
 * node knows it, its sender, nonce and call are kept (through `remember`, across reloads too);
 * once it does not, its nonce decides. Used by another transaction: a speed-up, cancel or
 * replacement, followed to its receipt. Free, with nothing waiting in it: dropped after §9's
 * bound. A transaction forgotten before anything was read of it (sped up in the wallet at once)
 * gets the account's nonce it most likely had (inferSent.ts); then only a speed-up or cancel
 * found in that nonce counts. Loaded lazily, only once there is a pending transaction.
 */
export async function waitForReceipt(
  config: Config,
  { hash, chainId, confirmations, account, sent, remember, current, signal }: WaitForReceiptArgs,
): Promise<ReceiptOutcome> {
  const client = config.getClient({ chainId })
  let known: SentDetails = { ...sent }
  let absence: TransactionAbsence
  const learn = (patch: SentDetails) => {
    known = { ...known, ...patch }
    remember?.(patch)
  }

  /** What was mined in the nonce, if it is this one's replacement; 'own' for this one itself. */
  async function minedInstead(from: `0x${string}`, nonce: number, block: number) {
    const mined = await minedInNonce(client, { from, nonce, since: known.since ?? block })
    if (!mined) return undefined
    if (mined.hash.toLowerCase() === hash.toLowerCase()) return 'own'
    const reason = replacementReason(known.call, mined)
    // A guessed nonce may be another transaction's: only a speed-up or cancel of this one counts.
    if (known.inferred && reason === 'replaced') return undefined
    return { reason, hash: mined.hash }
  }

  async function look(block: number): Promise<ReceiptOutcome | 'found' | undefined> {
    if (current) known = current()
    const own = await receiptOf(client, hash)
    if (own) return deepEnough(own, block, confirmations) ? verdictOf(own) : 'found'
    const firstLook = known.since === undefined ? { since: block } : {}
    const read = await readSent(client, hash)
    if (read) {
      if (known.nonce === undefined || known.inferred)
        learn({ ...firstLook, ...read.sent, inferred: undefined })
      else if (firstLook.since !== undefined) learn(firstLook)
      return 'found'
    }
    if (known.from === undefined || known.nonce === undefined) {
      const guess = account && (await inferSent(client, { account, block, call: known.call }))
      // Nothing to go by (a contract account): its receipt is waited for, as before.
      if (!guess) return undefined
      learn({ ...firstLook, ...guess })
    } else if (firstLook.since !== undefined) learn(firstLook)
    const { from, nonce } = known
    if (from === undefined || nonce === undefined) return undefined
    const slot = await nonceSlot(client, from, nonce, block)
    if (slot === 'mined') {
      const replaced = await minedInstead(from, nonce, block)
      // Mined itself: its receipt is on its way.
      if (replaced === 'own') return 'found'
      if (replaced) {
        const receipt = await receiptOf(client, replaced.hash)
        if (!receipt || !deepEnough(receipt, block, confirmations)) return 'found'
        return { replaced, receipt: verdictOf(receipt) }
      }
    }
    // Something waiting in its nonce may still be mined (a replacement): not missing yet.
    absence = noteLook(absence, { block, missing: slot !== 'waiting' })
    return isDropped(absence, block) ? 'dropped' : undefined
  }

  let looked: number | undefined
  for (;;) {
    if (signal?.aborted) throw signal.reason
    const block = Number(await getBlockNumber(client, { cacheTime: 0 }))
    if (block !== looked) {
      looked = block
      const outcome = await look(block)
      if (outcome === 'found') absence = undefined
      else if (outcome !== undefined) return outcome
    }
    await pause(client.pollingInterval, signal)
  }
}

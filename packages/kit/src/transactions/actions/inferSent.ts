import type { Client } from 'viem'
import { getCode, getTransactionCount } from 'viem/actions'
import { REPLACED_BEFORE_FIRST_LOOK_BLOCKS } from '../../core/constants'
import { type FirstLook, inferNonce } from '../core/inferNonce'
import { replacementReason } from '../core/replacementReason'
import type { SentDetails } from '../core/trackTransactions'
import type { SentCall } from '../core/transactionTypes'
import { minedInNonce } from './minedInNonce'

// EIP-7702: an account delegated to code is still an account with nonces of its own.
const DELEGATION_PREFIX = '0xef0100'

/**
 * The sender and nonce of a transaction the node forgot before it could be read, from the
 * account's nonces at `block` (core/inferNonce.ts); undefined for a contract account (a Safe, a
 * smart account), whose transactions are not sent in its own nonces.
 */
export async function inferSent(
  client: Client,
  { account, block, call }: { account: `0x${string}`; block: number; call?: SentCall },
): Promise<SentDetails | undefined> {
  const blockNumber = BigInt(block)
  const code = await getCode(client, { address: account, blockNumber })
  if (code !== undefined && code !== '0x' && !code.startsWith(DELEGATION_PREFIX)) return undefined
  const [latest, pending] = await Promise.all([
    getTransactionCount(client, { address: account, blockNumber }),
    getTransactionCount(client, { address: account, blockTag: 'pending' }),
  ])
  const look: FirstLook = { block, latest, pending }
  if (pending <= latest && latest > 0) {
    const since = block - REPLACED_BEFORE_FIRST_LOOK_BLOCKS
    const mined = await minedInNonce(client, { from: account, nonce: latest - 1, since })
    if (mined?.blockNumber != null)
      look.previous = { minedAt: Number(mined.blockNumber), reason: replacementReason(call, mined) }
  }
  const nonce = inferNonce(look)
  // Mined before this look: what was mined in the nonce is searched from its block on.
  const since = look.previous && nonce < latest ? look.previous.minedAt : block
  return { from: account, nonce, inferred: true, since }
}

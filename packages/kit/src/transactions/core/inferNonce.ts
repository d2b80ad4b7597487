// The nonce a transaction most likely had when the node forgot it before the tracker could read
// it (a speed-up or cancel in the wallet removes the original from the pool at once). Only the
// account's nonces are left to go on, read at the tracker's first look:
// - the pool still holds the account's transactions: the newest is the one sent in its place;
// - else the account's last mined transaction, when it was mined just before that look and is
//   this one's speed-up (same call) or cancel: the replacement was mined before the tracker came;
// - else the account's next nonce: nothing took it yet (dropped, or still to be replaced).
// A guess, so the tracker accepts what it later finds in this nonce only as a speed-up or a cancel.
import { REPLACED_BEFORE_FIRST_LOOK_BLOCKS } from '../../core/constants'
import type { ReplacementReason } from './transactionTypes'

export type FirstLook = {
  /** The block the tracker looked at. */
  block: number
  /** How many of the account's transactions were mined by then (its next nonce). */
  latest: number
  /** The same, counting those waiting in the node's pool. */
  pending: number
  /** The account's previous transaction (nonce latest - 1): where it was mined, what it was to this one. */
  previous?: { minedAt: number; reason: ReplacementReason }
}

export function inferNonce({ block, latest, pending, previous }: FirstLook): number {
  if (pending > latest) return pending - 1
  if (
    latest > 0 &&
    previous !== undefined &&
    previous.reason !== 'replaced' &&
    block - previous.minedAt <= REPLACED_BEFORE_FIRST_LOOK_BLOCKS
  )
    return latest - 1
  return latest
}

// How long the node has not known a pending transaction (no receipt, not in its pool, nothing
// waiting in its nonce): a reducer over the tracker's looks. Past §9's bound the transaction is
// dropped, a final state, so that one that left the network is never shown pending forever. A
// node behind a load balancer can answer from a pool that never saw it, so a single look is not
// enough; any look that finds it again starts over.
import { DROPPED_AFTER_BLOCKS, DROPPED_AFTER_LOOKS } from '../../core/constants'

/** Missing since `since` (a block number), over `looks` looks; undefined while it is known. */
export type TransactionAbsence = { since: number; looks: number } | undefined

export function noteLook(
  absence: TransactionAbsence,
  look: { block: number; missing: boolean },
): TransactionAbsence {
  if (!look.missing) return undefined
  if (absence === undefined) return { since: look.block, looks: 1 }
  return { since: absence.since, looks: absence.looks + 1 }
}

export const isDropped = (absence: TransactionAbsence, block: number): boolean =>
  absence !== undefined &&
  absence.looks >= DROPPED_AFTER_LOOKS &&
  block - absence.since >= DROPPED_AFTER_BLOCKS

// Where an account's transaction of a given nonce was mined, for nodes without
// eth_getTransactionBySenderAndNonce: the account's transaction count only grows, so the first
// block after which it exceeds the nonce is found by halving the range (a few historical reads
// instead of a scan of every block's transactions).

/**
 * The first block in `from`..`to` after which `countAt` exceeds `nonce`; undefined when it does
 * not by `to`, or already did before `from` (mined earlier than the range).
 */
export async function firstBlockPastNonce({
  from,
  to,
  nonce,
  countAt,
}: {
  from: number
  to: number
  nonce: number
  countAt: (block: number) => Promise<number>
}): Promise<number | undefined> {
  if (to < from || (await countAt(to)) <= nonce) return undefined
  let below = from - 1
  if (below >= 0 && (await countAt(below)) > nonce) return undefined
  let at = to
  // Invariant: the count after `below` is at most the nonce, the count after `at` exceeds it.
  while (at - below > 1) {
    const middle = Math.floor((below + at) / 2)
    if ((await countAt(middle)) > nonce) at = middle
    else below = middle
  }
  return at
}

// Why a transaction was replaced, from what it was sent to do and what was mined in its nonce:
// the same call (recipient, value, calldata) is a speed-up ('repriced'); a 0-value transfer to the
// sender itself is how wallets cancel ('cancelled'); anything else is another transaction. Without
// the original call (it was never seen) a speed-up cannot be told from a replacement.
import { isAddressEqual, keccak256 } from 'viem'
import type { ReplacementReason, SentCall } from './transactionTypes'

export type MinedTransaction = {
  from: `0x${string}`
  to: `0x${string}` | null
  value: bigint
  input: `0x${string}`
}

const sameRecipient = (a: `0x${string}` | undefined, b: `0x${string}` | null) =>
  a === undefined || b === null ? a === undefined && b === null : isAddressEqual(a, b)

/** What a call looked like when sent, in the stored form. */
export const sentCallOf = (tx: Omit<MinedTransaction, 'from'>): SentCall => ({
  ...(tx.to ? { to: tx.to } : {}),
  value: tx.value.toString(),
  inputHash: keccak256(tx.input),
})

export function replacementReason(
  original: SentCall | undefined,
  mined: MinedTransaction,
): ReplacementReason {
  if (
    original &&
    sameRecipient(original.to, mined.to) &&
    original.value === mined.value.toString() &&
    original.inputHash === keccak256(mined.input)
  )
    return 'repriced'
  if (mined.to !== null && isAddressEqual(mined.from, mined.to) && mined.value === 0n)
    return 'cancelled'
  return 'replaced'
}

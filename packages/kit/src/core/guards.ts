// Type guards for data from outside the kit (storage, a wallet, the Safe gateway), each defined
// once. The hash guard is stricter than viem's isHash, which also takes 63 hex digits (it counts
// bytes rounding up); §5 wants 0x and exactly 64.
const HASH = /^0x[0-9a-fA-F]{64}$/

/** 0x followed by exactly 64 hex digits (§5's transaction hash). */
export const isTransactionHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && HASH.test(value)

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A whole number from 0 up. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** A whole number from 1 up (confirmations, chain ids). */
export const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

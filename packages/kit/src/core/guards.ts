// Type guards for data from outside the kit (storage, a wallet, the Safe gateway), each defined
// once. The hash guard is stricter than viem's isHash, which also takes 63 hex digits (it counts
// bytes rounding up); §5 wants 0x and exactly 64.
const HASH = /^0x[0-9a-fA-F]{64}$/

/** 0x followed by exactly 64 hex digits (§5's transaction hash). */
export const isTransactionHash = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && HASH.test(value)

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** 0x followed by 40 hex digits, any case (the checksum is not checked). */
export const isHexAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && ADDRESS.test(value)

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A whole number from 0 up. */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** A whole number from 1 up (confirmations, chain ids). */
export const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** EIP-5792's limit on a calls id (its length in bytes). */
export const MAX_CALLS_ID_BYTES = 4096
const CALLS_ID = /^[\x21-\x7e]+$/

/**
 * An EIP-5792 calls id as the kit accepts it: 1 to 4096 characters of visible ASCII (a wallet's
 * ids are hex, UUIDs or similar; whitespace, control characters and other text are refused).
 */
export const isCallsId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_CALLS_ID_BYTES && CALLS_ID.test(value)

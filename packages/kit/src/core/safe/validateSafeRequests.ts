// §5's rules of the Safe Apps SDK, checked before a call so the caller gets a clear typed error
// instead of the SDK's terse one (or a request the host would reject).
import { InvalidSafeTxHashError, InvalidTypedDataError, NoTransactionsError } from './safeErrors'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A typed-data message needs domain, types and message. */
export function validateTypedData(typedData: unknown): void {
  const record = isRecord(typedData) ? typedData : {}
  const missing = (['domain', 'types', 'message'] as const).filter((key) => !isRecord(record[key]))
  if (missing.length > 0) throw new InvalidTypedDataError(missing)
}

/** Sending transactions needs at least one. */
export function validateTransactions<T>(
  txs: readonly T[] | undefined,
): asserts txs is readonly [T, ...T[]] {
  if (!Array.isArray(txs) || txs.length === 0) throw new NoTransactionsError()
}

/** A transaction-hash lookup needs a non-empty hash. */
export function validateSafeTxHash(safeTxHash: unknown): asserts safeTxHash is string {
  if (typeof safeTxHash !== 'string' || safeTxHash.trim() === '') throw new InvalidSafeTxHashError()
}

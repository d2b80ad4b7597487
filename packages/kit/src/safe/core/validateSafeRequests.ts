// §5's rules of the Safe Apps SDK, checked before a call so the caller gets a clear typed error
// instead of the SDK's terse one (or a request the host would reject).

import { isRecord } from '../../core/guards'
import {
  InvalidSafeCurrencyError,
  InvalidSafeRpcParamsError,
  InvalidSafeTxHashError,
  InvalidTypedDataError,
  NoTransactionsError,
  SafePermissionsError,
  SafeRpcMethodNotImplementedError,
} from '../errors/safe'

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

/** The one permission a Safe App may request (§5, §6): reading the Safe's address book. */
export const ADDRESS_BOOK_PERMISSION = 'requestAddressBook'

/** A permission request: each entry names the address-book request and nothing else. */
export type SafePermissionRequest = { [ADDRESS_BOOK_PERMISSION]: Record<string, unknown> }

/**
 * A permission request may name only the address-book request (§5): at least one entry, each an
 * object whose every key is that request. Anything else is §6's permissions error, code 4001.
 */
export function validatePermissionRequest(
  permissions: unknown,
): asserts permissions is readonly [SafePermissionRequest, ...SafePermissionRequest[]] {
  const valid =
    Array.isArray(permissions) &&
    permissions.length > 0 &&
    permissions.every(
      (entry) =>
        isRecord(entry) &&
        Object.keys(entry).length > 0 &&
        Object.entries(entry).every(
          ([name, value]) => name === ADDRESS_BOOK_PERMISSION && isRecord(value),
        ),
    )
  if (!valid) throw new SafePermissionsError('invalid')
}

/**
 * The node calls a Safe host forwards through rpcCall (the Safe Apps SDK's RPC_CALLS); any other
 * method is refused by the host, so it is refused here first.
 */
export const SAFE_RPC_METHODS = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'safe_setSettings',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

/** An rpcCall names a method the host forwards (§8 "not implemented" otherwise), params a list. */
export function validateRpcCall(call: unknown, params: unknown): asserts call is SafeRpcMethod {
  if (typeof call !== 'string' || !(SAFE_RPC_METHODS as readonly string[]).includes(call))
    throw new SafeRpcMethodNotImplementedError(String(call))
  if (params !== undefined && !Array.isArray(params)) throw new InvalidSafeRpcParamsError(call)
}

/** Balances are valued in a three-letter fiat code (usd when none is given); lower-cased. */
export function validateCurrency(currency: unknown = 'usd'): string {
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency))
    throw new InvalidSafeCurrencyError(currency)
  return currency.toLowerCase()
}

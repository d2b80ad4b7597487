// The Safe Apps SDK calls of §7 as wagmi-style actions: each takes the wagmi config, checks §5's
// rules before anything is sent, and asks the Safe host through the connected Safe App
// connector's SDK (loaded on demand, from the optional peer). Outside a Safe App every action
// rejects with SafeAppNotConnectedError. Hooks over them: ../hooks/useSafe*.ts.
import type { Config } from 'wagmi'
import { getConnection } from 'wagmi/actions'
import type {
  SafeAddressBookEntry,
  SafeBalances,
  SafeChainInfo,
  SafeEnvironmentInfo,
  SafePermission,
} from '../core/safeAppResponses'
import {
  type SafePermissionRequest,
  type SafeRpcMethod,
  validateCurrency,
  validatePermissionRequest,
  validateRpcCall,
} from '../core/validateSafeRequests'
import type {
  InvalidResponseContentError,
  InvalidSafeCurrencyError,
  InvalidSafeRpcParamsError,
  SafePermissionsError,
  SafeRpcMethodNotImplementedError,
} from '../errors/safe'
import type { SafeAppNotConnectedError } from '../errors/safeFacade'
import { safeAppSdk } from '../safeConnection'
import {
  getSafeAppBalances,
  getSafeAppChainInfo,
  getSafeAppEnvironmentInfo,
  getSafeAppPermissions,
  requestSafeAppAddressBook,
  requestSafeAppPermissions,
  safeAppRpcCall,
} from './safeApp'

/** The SDK of the connection's Safe App connector, read when the action runs. */
const sdkOf = (config: Config) => safeAppSdk(getConnection(config).connector)

/** What every Safe App action may reject with, besides the host's own error for the call. */
export type SafeAppActionErrorType = SafeAppNotConnectedError | InvalidResponseContentError

export type GetSafeEnvironmentInfoErrorType = SafeAppActionErrorType
/** getEnvironmentInfo: where the Safe host runs (`{ origin }`). */
export async function getSafeEnvironmentInfo(config: Config): Promise<SafeEnvironmentInfo> {
  return getSafeAppEnvironmentInfo(await sdkOf(config))
}

export type GetSafeChainInfoErrorType = SafeAppActionErrorType
/** getChainInfo: the Safe's chain as the host describes it. */
export async function getSafeChainInfo(config: Config): Promise<SafeChainInfo> {
  return getSafeAppChainInfo(await sdkOf(config))
}

export type GetSafeBalancesParameters = {
  /** A three-letter fiat code the values are given in; default `usd`. */
  currency?: string
}
export type GetSafeBalancesErrorType = SafeAppActionErrorType | InvalidSafeCurrencyError
/** getSafeBalances: every token the Safe holds, valued in `currency`, and their fiat total. */
export async function getSafeBalances(
  config: Config,
  { currency }: GetSafeBalancesParameters = {},
): Promise<SafeBalances> {
  const checked = validateCurrency(currency)
  return getSafeAppBalances(await sdkOf(config), { currency: checked })
}

export type SafeRpcCallParameters = {
  /** A node method the Safe host forwards (`eth_call`, `eth_getBalance`, … `SafeRpcMethod`). */
  call: SafeRpcMethod
  params?: readonly unknown[]
}
export type SafeRpcCallErrorType =
  | SafeAppActionErrorType
  | SafeRpcMethodNotImplementedError
  | InvalidSafeRpcParamsError
/** rpcCall: a read from the Safe's own node, through the Safe host. */
export async function safeRpcCall(
  config: Config,
  { call, params }: SafeRpcCallParameters,
): Promise<unknown> {
  validateRpcCall(call, params)
  return safeAppRpcCall(await sdkOf(config), { call, params })
}

export type GetSafePermissionsErrorType = SafeAppActionErrorType
/** wallet_getPermissions: what the visitor has allowed this Safe App. */
export async function getSafePermissions(config: Config): Promise<SafePermission[]> {
  return getSafeAppPermissions(await sdkOf(config))
}

export type RequestSafePermissionsParameters = {
  /** §5: only the address-book request, e.g. `[{ requestAddressBook: {} }]`. */
  permissions: readonly SafePermissionRequest[]
}
export type RequestSafePermissionsErrorType = SafeAppActionErrorType | SafePermissionsError
/**
 * wallet_requestPermissions: asks the visitor, in the Safe host, for a permission. An invalid
 * request (§5) or a refusal (§6) rejects with SafePermissionsError, code 4001.
 */
export async function requestSafePermissions(
  config: Config,
  { permissions }: RequestSafePermissionsParameters,
): Promise<SafePermission[]> {
  validatePermissionRequest(permissions)
  return requestSafeAppPermissions(await sdkOf(config), permissions)
}

export type RequestSafeAddressBookErrorType = SafeAppActionErrorType | SafePermissionsError
/**
 * requestAddressBook: the Safe's address book. Asks the visitor for the permission first when it
 * is not granted; a refusal rejects with SafePermissionsError, code 4001 (§6).
 */
export async function requestSafeAddressBook(config: Config): Promise<SafeAddressBookEntry[]> {
  return requestSafeAppAddressBook(await sdkOf(config))
}

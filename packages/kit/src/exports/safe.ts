'use client'

// @gatehouse/kit/safe: Safe support (the Safe Apps SDK calls as actions and hooks, their response
// types, and the Safe errors). Explicit named re-exports only (a test snapshots this list).

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type GetSafeBalancesErrorType,
  type GetSafeBalancesParameters,
  type GetSafeChainInfoErrorType,
  type GetSafeEnvironmentInfoErrorType,
  type GetSafePermissionsErrorType,
  getSafeBalances,
  getSafeChainInfo,
  getSafeEnvironmentInfo,
  getSafePermissions,
  type RequestSafeAddressBookErrorType,
  type RequestSafePermissionsErrorType,
  type RequestSafePermissionsParameters,
  requestSafeAddressBook,
  requestSafePermissions,
  type SafeAppActionErrorType,
  type SafeRpcCallErrorType,
  type SafeRpcCallParameters,
  safeRpcCall,
} from '../safe/actions/safeAppActions'
export type { SafeLookupErrorKind } from '../safe/core/gatewayErrors'
export type {
  SafeAddressBookEntry,
  SafeBalances,
  SafeChainInfo,
  SafeEnvironmentInfo,
  SafePermission,
  SafeTokenBalance,
} from '../safe/core/safeAppResponses'
export type { SafePermissionRequest, SafeRpcMethod } from '../safe/core/validateSafeRequests'
export {
  GatewayError,
  type GatewayErrorType,
  InvalidResponseContentError,
  type InvalidResponseContentErrorType,
  InvalidSafeCurrencyError,
  type InvalidSafeCurrencyErrorType,
  InvalidSafeRpcParamsError,
  type InvalidSafeRpcParamsErrorType,
  InvalidSafeTxHashError,
  type InvalidSafeTxHashErrorType,
  InvalidTypedDataError,
  type InvalidTypedDataErrorType,
  NoTransactionsError,
  type NoTransactionsErrorType,
  SafeAddressMismatchError,
  type SafeAddressMismatchErrorType,
  SafeInfoUnavailableError,
  type SafeInfoUnavailableErrorType,
  SafePermissionsError,
  type SafePermissionsErrorType,
  SafeRpcMethodNotImplementedError,
  type SafeRpcMethodNotImplementedErrorType,
} from '../safe/errors/safe'
export {
  InvalidSafeAllowedDomainError,
  type InvalidSafeAllowedDomainErrorType,
} from '../safe/errors/safeAllowedDomain'
export {
  SafeAppNotConnectedError,
  type SafeAppNotConnectedErrorType,
} from '../safe/errors/safeFacade'
export { useIsSafeApp } from '../safe/hooks/useIsSafeApp'
export { useRequestSafeAddressBook } from '../safe/hooks/useRequestSafeAddressBook'
export { useRequestSafePermissions } from '../safe/hooks/useRequestSafePermissions'
export { useSafeBalances } from '../safe/hooks/useSafeBalances'
export { useSafeChainInfo } from '../safe/hooks/useSafeChainInfo'
export { useSafeEnvironmentInfo } from '../safe/hooks/useSafeEnvironmentInfo'
export { useSafePermissions } from '../safe/hooks/useSafePermissions'
export { type UseSafeRpcCallParameters, useSafeRpcCall } from '../safe/hooks/useSafeRpcCall'

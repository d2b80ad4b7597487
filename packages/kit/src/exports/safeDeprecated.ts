// The Safe names the main entry still exports for one release: they moved to @gatehouse/kit/safe
// (issue 28). Each is declared here, not re-exported, so that its @deprecated tag reaches editors:
// a tag on an `export { … } from` specifier does not survive the built declarations. The values
// are the safe entry's own (same functions, same classes: `instanceof` holds across entries).
import * as safe from './safe'

/** @deprecated Import from '@gatehouse/kit/safe'. */
export const GatewayError = safe.GatewayError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GatewayError = safe.GatewayError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GatewayErrorType = safe.GatewayErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const getSafeBalances = safe.getSafeBalances
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GetSafeBalancesErrorType = safe.GetSafeBalancesErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GetSafeBalancesParameters = safe.GetSafeBalancesParameters
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const getSafeChainInfo = safe.getSafeChainInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GetSafeChainInfoErrorType = safe.GetSafeChainInfoErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const getSafeEnvironmentInfo = safe.getSafeEnvironmentInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GetSafeEnvironmentInfoErrorType = safe.GetSafeEnvironmentInfoErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const getSafePermissions = safe.getSafePermissions
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type GetSafePermissionsErrorType = safe.GetSafePermissionsErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidResponseContentError = safe.InvalidResponseContentError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidResponseContentError = safe.InvalidResponseContentError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidResponseContentErrorType = safe.InvalidResponseContentErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidSafeAllowedDomainError = safe.InvalidSafeAllowedDomainError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeAllowedDomainError = safe.InvalidSafeAllowedDomainError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeAllowedDomainErrorType = safe.InvalidSafeAllowedDomainErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidSafeCurrencyError = safe.InvalidSafeCurrencyError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeCurrencyError = safe.InvalidSafeCurrencyError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeCurrencyErrorType = safe.InvalidSafeCurrencyErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidSafeRpcParamsError = safe.InvalidSafeRpcParamsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeRpcParamsError = safe.InvalidSafeRpcParamsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeRpcParamsErrorType = safe.InvalidSafeRpcParamsErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidSafeTxHashError = safe.InvalidSafeTxHashError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeTxHashError = safe.InvalidSafeTxHashError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidSafeTxHashErrorType = safe.InvalidSafeTxHashErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const InvalidTypedDataError = safe.InvalidTypedDataError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidTypedDataError = safe.InvalidTypedDataError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type InvalidTypedDataErrorType = safe.InvalidTypedDataErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const NoTransactionsError = safe.NoTransactionsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type NoTransactionsError = safe.NoTransactionsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type NoTransactionsErrorType = safe.NoTransactionsErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const requestSafeAddressBook = safe.requestSafeAddressBook
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type RequestSafeAddressBookErrorType = safe.RequestSafeAddressBookErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const requestSafePermissions = safe.requestSafePermissions
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type RequestSafePermissionsErrorType = safe.RequestSafePermissionsErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type RequestSafePermissionsParameters = safe.RequestSafePermissionsParameters
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAddressBookEntry = safe.SafeAddressBookEntry
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const SafeAddressMismatchError = safe.SafeAddressMismatchError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAddressMismatchError = safe.SafeAddressMismatchError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAddressMismatchErrorType = safe.SafeAddressMismatchErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAppActionErrorType = safe.SafeAppActionErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const SafeAppNotConnectedError = safe.SafeAppNotConnectedError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAppNotConnectedError = safe.SafeAppNotConnectedError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeAppNotConnectedErrorType = safe.SafeAppNotConnectedErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeBalances = safe.SafeBalances
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeChainInfo = safe.SafeChainInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeEnvironmentInfo = safe.SafeEnvironmentInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const SafeInfoUnavailableError = safe.SafeInfoUnavailableError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeInfoUnavailableError = safe.SafeInfoUnavailableError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeInfoUnavailableErrorType = safe.SafeInfoUnavailableErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeLookupErrorKind = safe.SafeLookupErrorKind
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafePermission = safe.SafePermission
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafePermissionRequest = safe.SafePermissionRequest
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const SafePermissionsError = safe.SafePermissionsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafePermissionsError = safe.SafePermissionsError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafePermissionsErrorType = safe.SafePermissionsErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const safeRpcCall = safe.safeRpcCall
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeRpcCallErrorType = safe.SafeRpcCallErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeRpcCallParameters = safe.SafeRpcCallParameters
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeRpcMethod = safe.SafeRpcMethod
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const SafeRpcMethodNotImplementedError = safe.SafeRpcMethodNotImplementedError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeRpcMethodNotImplementedError = safe.SafeRpcMethodNotImplementedError
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeRpcMethodNotImplementedErrorType = safe.SafeRpcMethodNotImplementedErrorType
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type SafeTokenBalance = safe.SafeTokenBalance
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useIsSafeApp = safe.useIsSafeApp
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useRequestSafeAddressBook = safe.useRequestSafeAddressBook
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useRequestSafePermissions = safe.useRequestSafePermissions
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useSafeBalances = safe.useSafeBalances
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useSafeChainInfo = safe.useSafeChainInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useSafeEnvironmentInfo = safe.useSafeEnvironmentInfo
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useSafePermissions = safe.useSafePermissions
/** @deprecated Import from '@gatehouse/kit/safe'. */
export const useSafeRpcCall = safe.useSafeRpcCall
/** @deprecated Import from '@gatehouse/kit/safe'. */
export type UseSafeRpcCallParameters = safe.UseSafeRpcCallParameters

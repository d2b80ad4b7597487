'use client'

// The kit's public API: explicit named re-exports only (a test snapshots this list).

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type BatchCall,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsProgress,
  type SendCallsResult,
  sendCalls,
} from '../actions/sendCalls'
export { type WatchAssetOutcome, watchAsset } from '../actions/watchAsset'
export type { WatchAssetParameters } from '../actions/watchAssetParameters'
export { Avatar } from '../components/Avatar/Avatar'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/ConnectButton'
export {
  ConnectButtonRenderer,
  type ConnectButtonState,
  type SignInStatus,
} from '../components/ConnectButton/ConnectButtonRenderer'
export type {
  AccountStatus,
  ChainStatus,
  ResponsiveValue,
} from '../components/ConnectButton/connectButtonDisplay'
export { WalletButton, type WalletButtonProps } from '../components/WalletButton/WalletButton'
export {
  WalletButtonRenderer,
  type WalletButtonRendererProps,
  type WalletButtonState,
} from '../components/WalletButton/WalletButtonRenderer'
export type { WalletButtonPhase } from '../components/WalletButton/walletButtonFlow'
export type { AvatarComponent, AvatarProps } from '../context/AvatarComponent'
export type { DisclaimerComponent } from '../context/DisclaimerComponent'
export { type ModalContextValue, useModals as useGatehouseModals } from '../context/ModalContext'
export type { ModalSize } from '../context/SettingsContext'
export type { AuthAdapter, AuthSession, SignInMessageParams } from '../core/AuthAdapter'
export type { Chain } from '../core/Chain'
export { constants } from '../core/constants'
export { formatAddress } from '../core/format/formatAddress'
export { formatBalance } from '../core/format/formatBalance'
export { formatEnsName } from '../core/format/formatEnsName'
export { BaseError, type BaseErrorType, type ErrorType } from '../errors/base'
export {
  InvalidIconAccentError,
  type InvalidIconAccentErrorType,
  InvalidInitialChainError,
  type InvalidInitialChainErrorType,
  MissingProjectIdError,
  type MissingProjectIdErrorType,
} from '../errors/config'
export {
  ConnectionSignInError,
  type ConnectionSignInErrorType,
  ProviderRequiredError,
  type ProviderRequiredErrorType,
  WalletUnavailableError,
  type WalletUnavailableErrorType,
  WalletUnreachableError,
  type WalletUnreachableErrorType,
} from '../errors/connector'
export {
  GatehouseProviderNotFoundError,
  type GatehouseProviderNotFoundErrorType,
} from '../errors/context'
export {
  AtomicCallsUnsupportedError,
  type AtomicCallsUnsupportedErrorType,
  CallsBatchUnsupportedError,
  type CallsBatchUnsupportedErrorType,
  SendCallsStepFailedError,
  type SendCallsStepFailedErrorType,
} from '../errors/sendCalls'
export { InvalidThemeOptionError, type InvalidThemeOptionErrorType } from '../errors/theme'
export {
  WalletNotConfiguredError,
  type WalletNotConfiguredErrorType,
} from '../errors/walletButton'
export {
  InvalidWatchAssetParameterError,
  type InvalidWatchAssetParameterErrorType,
  type WatchAssetErrorType,
  type WatchAssetField,
  WatchAssetNotSupportedError,
  type WatchAssetNotSupportedErrorType,
} from '../errors/watchAsset'
export { useAccountModal } from '../hooks/useAccountModal'
export type { ChainInfo } from '../hooks/useChainInfo'
export { useChainModal } from '../hooks/useChainModal'
export { type ConnectionStatus, useConnectionStatus } from '../hooks/useConnectionStatus'
export { useConnectModal } from '../hooks/useConnectModal'
export { type Profile, useProfile } from '../hooks/useProfile'
export { type UseSendCallsVariables, useSendCalls } from '../hooks/useSendCalls'
export { useSignInSession } from '../hooks/useSignInSession'
export { useWatchAsset, type WatchAssetVariables } from '../hooks/useWatchAsset'
export {
  localeDirection,
  resolveLocale,
  SUPPORTED_LOCALES as supportedLocales,
  type SupportedLocale,
} from '../i18n/locales'
export {
  type AppInfo,
  GatehouseProvider,
  type GatehouseProviderProps,
} from '../providers/GatehouseProvider'
export { type CatalogueLoaders, catalogueQueryOptions } from '../query/catalogue'
export type { AccentColor, AccentColors } from '../themes/accentColors'
export { cssStringFromTheme } from '../themes/cssStringFromTheme'
export { cssVariablesFromTheme, type ThemeVariables } from '../themes/cssVariablesFromTheme'
export { type DarkThemeErrorType, darkTheme } from '../themes/darkTheme'
export { type LightThemeErrorType, lightTheme } from '../themes/lightTheme'
export { type MidnightThemeErrorType, midnightTheme } from '../themes/midnightTheme'
export type {
  BorderRadius,
  FontStack,
  OverlayBlur,
  Theme,
  ThemeOptions,
  ThemeSetting,
} from '../themes/Theme'
export type {
  BatchTransaction,
  CallsInfo,
  CallsLookupErrorKind,
  CallsReceipt,
  CallsStatus,
  HashTransaction,
  NewTransaction,
  ReplacementInfo,
  ReplacementReason,
  SafeTransactionInfo,
  SafeTxStatus,
  SentCall,
  Transaction,
  TransactionStatus,
} from '../transactions/core/transactionTypes'
export {
  CallsStatusChainMismatchError,
  type CallsStatusChainMismatchErrorType,
  CallsStatusWentBackError,
  type CallsStatusWentBackErrorType,
  InvalidCallsStatusError,
  type InvalidCallsStatusErrorType,
} from '../transactions/errors/callsStatus'
export {
  type AddRecentTransactionErrorType,
  InvalidCallsIdError,
  type InvalidCallsIdErrorType,
  InvalidTransactionConfirmationsError,
  type InvalidTransactionConfirmationsErrorType,
  InvalidTransactionDescriptionError,
  type InvalidTransactionDescriptionErrorType,
  InvalidTransactionHashError,
  type InvalidTransactionHashErrorType,
  NoAddressOrChainIdError,
  type NoAddressOrChainIdErrorType,
} from '../transactions/errors/transaction'
export {
  useAddRecentTransaction,
  useRecentTransactions,
} from '../transactions/hooks/useRecentTransactions'
export { lazyHttp } from '../transports/lazyHttp'
export {
  type ConnectorsForWalletsErrorType,
  connectorsForWallets,
} from '../wallets/connectorsForWallets'
export {
  type GetDefaultConfigErrorType,
  type GetDefaultConfigParameters,
  getDefaultConfig,
} from '../wallets/getDefaultConfig'
export type {
  DownloadUrls,
  InstructionStep,
  Instructions,
  Wallet,
  WalletFactory,
  WalletGroup,
  WalletOption,
} from '../wallets/Wallet'
export { getWalletConnectConnector } from '../wallets/walletConnectors/getWalletConnectConnector'
// Safe support moved to @gatehouse/kit/safe; its names stay here for one release, deprecated.
export {
  GatewayError,
  type GatewayErrorType,
  type GetSafeBalancesErrorType,
  type GetSafeBalancesParameters,
  type GetSafeChainInfoErrorType,
  type GetSafeEnvironmentInfoErrorType,
  type GetSafePermissionsErrorType,
  getSafeBalances,
  getSafeChainInfo,
  getSafeEnvironmentInfo,
  getSafePermissions,
  InvalidResponseContentError,
  type InvalidResponseContentErrorType,
  InvalidSafeAllowedDomainError,
  type InvalidSafeAllowedDomainErrorType,
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
  type RequestSafeAddressBookErrorType,
  type RequestSafePermissionsErrorType,
  type RequestSafePermissionsParameters,
  requestSafeAddressBook,
  requestSafePermissions,
  type SafeAddressBookEntry,
  SafeAddressMismatchError,
  type SafeAddressMismatchErrorType,
  type SafeAppActionErrorType,
  SafeAppNotConnectedError,
  type SafeAppNotConnectedErrorType,
  type SafeBalances,
  type SafeChainInfo,
  type SafeEnvironmentInfo,
  SafeInfoUnavailableError,
  type SafeInfoUnavailableErrorType,
  type SafeLookupErrorKind,
  type SafePermission,
  type SafePermissionRequest,
  SafePermissionsError,
  type SafePermissionsErrorType,
  type SafeRpcCallErrorType,
  type SafeRpcCallParameters,
  type SafeRpcMethod,
  SafeRpcMethodNotImplementedError,
  type SafeRpcMethodNotImplementedErrorType,
  type SafeTokenBalance,
  safeRpcCall,
  type UseSafeRpcCallParameters,
  useIsSafeApp,
  useRequestSafeAddressBook,
  useRequestSafePermissions,
  useSafeBalances,
  useSafeChainInfo,
  useSafeEnvironmentInfo,
  useSafePermissions,
  useSafeRpcCall,
} from './safeDeprecated'

// The public API, listed: adding or removing an export is a deliberate change to this list.
import { expect, test } from 'vitest'
import * as kit from './index'
import * as wallets from './wallets'

test('behavior: @gatehouse/kit exports exactly these names', () => {
  expect(Object.keys(kit).sort()).toEqual([
    'Avatar',
    'BaseError',
    'ConnectButton',
    'ConnectButtonRenderer',
    'GatehouseProvider',
    'GatewayError',
    'InvalidIconAccentError',
    'InvalidInitialChainError',
    'InvalidResponseContentError',
    'InvalidSafeTxHashError',
    'InvalidThemeOptionError',
    'InvalidTransactionConfirmationsError',
    'InvalidTransactionDescriptionError',
    'InvalidTransactionHashError',
    'InvalidTypedDataError',
    'MissingProjectIdError',
    'NoAddressOrChainIdError',
    'NoTransactionsError',
    'ProviderRequiredError',
    'SafeInfoUnavailableError',
    'WalletButton',
    'WalletButtonRenderer',
    'WalletNotConfiguredError',
    'WalletUnavailableError',
    'constants',
    'cssStringFromTheme',
    'cssVariablesFromTheme',
    'darkTheme',
    'formatAddress',
    'formatBalance',
    'formatEnsName',
    'getDefaultConfig',
    'lightTheme',
    'localeDirection',
    'midnightTheme',
    'resolveLocale',
    'supportedLocales',
    'useAccountModal',
    'useAddRecentTransaction',
    'useChainModal',
    'useConnectModal',
    'useConnectionStatus',
    'useGatehouseModals',
    'useProfile',
    'useRecentTransactions',
    'useSignInSession',
  ])
})

test('behavior: @gatehouse/kit/wallets exports exactly these names', () => {
  expect(Object.keys(wallets).sort()).toEqual([
    'argentWallet',
    'braveWallet',
    'coinbaseWallet',
    'connectorsForWallets',
    'defaultWalletGroups',
    'getDefaultConfig',
    'injectedWallet',
    'ledgerWallet',
    'metaMaskWallet',
    'rainbowWallet',
    'safeWallet',
    'trustWallet',
    'walletConnectWallet',
    'walletDetailsOf',
  ])
})

// What the codemod writes into the app's package.json: the Gatehouse kit this codemod was
// released with, and the wagmi and wallet SDK versions that kit is tested with (the SDK ranges
// are wagmi 3's own optional peer ranges, @wagmi/connectors 8.2.0). versions.test.ts keeps the
// first two in step with the repository.

export const KIT_VERSION = '0.1.0'
/** @gatehouse/auth-server's, for apps on RainbowKit's NextAuth adapter (its `next-auth` entry). */
export const AUTH_SERVER_VERSION = '0.1.0'
export const WAGMI_RANGE = '^3.7.7'
/**
 * wagmi 3.7's connectors import `viem/tempo`, which viem has exported since 2.43, although wagmi
 * asks only for viem 2.x: an app whose viem is older is moved to the viem the kit is tested with.
 */
export const VIEM_MINIMUM = '2.43.0'
export const VIEM_RANGE = '^2.57.20'

/** The SDKs a wallet factory's connector needs in the app (wagmi 3 no longer installs them). */
export const WALLET_SDKS: Record<string, readonly string[]> = {
  coinbaseWallet: ['@coinbase/wallet-sdk'],
  base: ['@base-org/account'],
  baseAccount: ['@base-org/account'],
  safeWallet: ['@safe-global/safe-apps-sdk', '@safe-global/safe-apps-provider'],
}

export const SDK_RANGES: Record<string, string> = {
  '@coinbase/wallet-sdk': '^4.3.6',
  '@base-org/account': '^2.5.1',
  '@safe-global/safe-apps-sdk': '^9.1.0',
  '@safe-global/safe-apps-provider': '~0.18.6',
}

/** The wallets of Gatehouse's defaultWalletGroups (getDefaultConfig without `wallets`). */
export const DEFAULT_GROUP_WALLETS = [
  'injectedWallet',
  'safeWallet',
  'rainbowWallet',
  'coinbaseWallet',
  'metaMaskWallet',
  'walletConnectWallet',
  'braveWallet',
  'argentWallet',
  'trustWallet',
  'ledgerWallet',
] as const

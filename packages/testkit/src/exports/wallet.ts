// @gatehouse/testkit/wallet: the scriptable EIP-6963 test wallet for Playwright, on its own entry
// (no chains, no WalletConnect). Explicit named re-exports only.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { ProviderError } from '../testWallet/ProviderError'
export type { HeldRequest } from '../testWallet/ScriptedOutcomes'
export {
  TestWallet,
  type TestWalletOptions,
  type WalletRequest,
} from '../testWallet/TestWallet'
export type { CallsMode } from '../testWallet/walletCalls'
export { DEFAULT_WALLET_INFO } from '../testWallet/walletInfo'
export type { WalletInfo } from '../testWallet/walletInitScript'
export type { WatchAssetRequest } from '../testWallet/walletParams'

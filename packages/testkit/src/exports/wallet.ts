// @gatehouse/testkit/wallet: the scriptable EIP-6963 test wallet for Playwright, on its own entry
// (no chains, no WalletConnect). Explicit named re-exports only.
export {
  DEFAULT_WALLET_INFO,
  type HeldRequest,
  ProviderError,
  TestWallet,
  type TestWalletOptions,
  type WalletInfo,
  type WalletRequest,
} from '../testWallet/TestWallet'

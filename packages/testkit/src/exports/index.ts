// The public surface of @gatehouse/testkit: explicit named re-exports only.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { chainName, DEMO_CHAIN_IDS, TESTNET_CHAIN_ID } from '../chains/demoChainIds'
export { DEV_ACCOUNTS, DEV_PRIVATE_KEYS, SEEDER_ACCOUNT } from '../chains/devAccounts'
export { DEV_ENS_PROFILES, type EnsProfile } from '../chains/devEnsProfiles'
export { assertPortsFree, isPortFree, type PortClaim } from '../chains/isPortFree'
export { PortInUseError } from '../chains/PortInUseError'
export { RpcError, rpc } from '../chains/rpc'
export { seedBatchExecutor } from '../chains/seedBatchExecutor'
export { ENS_UNIVERSAL_RESOLVER_ADDRESS, seedEns } from '../chains/seedEns'
export { MULTICALL3_ADDRESS, seedMulticall3 } from '../chains/seedMulticall3'
export { seedTestToken, TEST_TOKEN_DEV_BALANCE } from '../chains/seedTestToken'
export { type AnvilNode, type StartAnvilOptions, startAnvil } from '../chains/startAnvil'
export {
  type LocalChain,
  type LocalChains,
  type StartChainsOptions,
  startChains,
} from '../chains/startChains'
export { BATCH_EXECUTOR_ADDRESS, batchExecutorAbi } from '../contracts/batchExecutor'
export {
  type CompiledContract,
  type CounterfactualSmartWallet,
  counterfactualSmartWallet,
  type DeploySmartWalletParams,
  deploySmartWallet,
  ensureSmartWalletFactory,
  loadTestContract,
  type SignAsSmartWalletParams,
  type SmartWalletParams,
  signAsSmartWallet,
  smartWalletAddress,
  TEST_SMART_WALLET_FACTORY_ADDRESS,
  type TestContractName,
  testSmartWalletAbi,
  testSmartWalletFactoryAbi,
} from '../contracts/smartWallet'
export { TEST_TOKEN, testTokenAbi } from '../contracts/testToken'
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

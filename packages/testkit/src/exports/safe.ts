// @gatehouse/testkit/safe: a stand-in for Safe{Wallet} (host page framing a Safe App), a Safe
// Client Gateway stand-in, and a Safe-like ERC-1271 multisig for the local anvil.

export type { GatewayResponse } from '../safe/gatewayServer'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { SAFE_HOST_VERSION } from '../safe/hostPage'
export { SafeLedger } from '../safe/SafeLedger'
export type {
  BaseTransaction,
  SafeAccount,
  SafeMessageStatus,
  SafeTxStatus,
} from '../safe/safeLedgerTypes'
export { type SafeHost, type StartSafeHostOptions, startSafeHost } from '../safe/startSafeHost'
export {
  type DeployTestSafeParams,
  deployTestSafe,
  signAsTestSafe,
  TEST_SAFE_OWNER_KEYS,
  TEST_SAFE_OWNERS,
  testSafeAbi,
} from '../safe/testSafe'
export { UnknownSafeTxError } from '../safe/UnknownSafeTxError'

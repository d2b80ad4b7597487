// WalletConnect test peers, on their own entry: importing them loads @gatehouse/walletconnect and
// ws, which the chains and the browser test wallet do not need.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { NodeWalletConnectWallet } from '../walletconnect/NodeWalletConnectWallet'
export type {
  ApproveSessionOptions,
  NodeWalletConnectWalletOptions,
  RequestHandler,
  WalletConnectRequest,
  WalletConnectSession,
} from '../walletconnect/NodeWalletConnectWalletOptions'
export {
  type LocalRelay,
  type RelayAuthRefusal,
  type RelayStats,
  type StartRelayOptions,
  startRelay,
} from '../walletconnect/startRelay'
export {
  type LocalVerifyServer,
  type StartVerifyServerOptions,
  startVerifyServer,
} from '../walletconnect/startVerifyServer'
export type { WalletSide } from '../walletconnect/WalletSide'

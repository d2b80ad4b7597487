// WalletConnect test peers, on their own entry: importing them loads the WalletConnect SDK
// (~0.7 s), which the chains and the browser test wallet do not need.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  type ApproveSessionOptions,
  NodeWalletConnectWallet,
  type NodeWalletConnectWalletOptions,
  type RequestHandler,
  type WalletConnectRequest,
  type WalletConnectSession,
} from '../walletconnect/NodeWalletConnectWallet'
export {
  type LocalRelay,
  type RelayStats,
  type StartRelayOptions,
  startRelay,
} from '../walletconnect/startRelay'

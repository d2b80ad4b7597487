/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** JSON-RPC URL of Ethereum; unset: the chain's public endpoint. */
  readonly VITE_RPC_URL?: string
  /** WalletConnect Cloud project id; unset: WalletConnect-based wallets show as unavailable. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
}

import type { SignClientOptions } from '../engine/SignEngine'

/** One of the app's chains: its EIP-155 id and, for reads, its JSON-RPC URL. */
export type ProviderChain = { id: number; rpcUrl?: string }

/** Sends a read (eth_call, eth_getBalance, …) to the app's own node for `chainId`. */
export type ReadRequest = (
  chainId: number,
  request: { method: string; params?: unknown },
) => Promise<unknown>

export type WalletConnectProviderOptions = SignClientOptions & {
  /**
   * The app's chains, all proposed to the wallet as optional (a wallet that lacks one still
   * connects); the first is the current chain until a session says otherwise.
   */
  chains: readonly [ProviderChain, ...ProviderChain[]]
  /**
   * Where reads go instead of `rpcUrl`. A URL per chain is all most apps need; the callback lets
   * a wagmi connector reuse the transports the app already configured (fallbacks, batching,
   * headers) rather than open a second HTTP client beside them. Reads never go to the wallet.
   */
  readRequest?: ReadRequest
  /**
   * A Verify server for a Verify client the provider loads itself, on demand (its code is a chunk
   * of its own, which a page without Verify never downloads): the same as passing
   * `verify: createVerifyClient({ verifyUrl })`, which wins when both are given. Name the same URL
   * in `metadata.verifyUrl`.
   */
  verifyUrl?: string
  /** `restore()`'s deadline for the wallet's answer to its ping; RESTORE_PING_TIMEOUT_MS by default. */
  restorePingTimeoutMs?: number
}

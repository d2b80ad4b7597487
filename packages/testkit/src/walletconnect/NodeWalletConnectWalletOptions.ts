// The Node WalletConnect wallet's options and the shapes its public methods take and return.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { Address, Hex } from 'viem'

export type WalletConnectSession = ReturnType<IWalletKit['getActiveSessions']>[string]

export type NodeWalletConnectWalletOptions = {
  /** The local relay's URL (startRelay().url). */
  relayUrl: string
  /** Local node per chain id; a request for a chain goes only there. Also the chains offered. */
  rpcUrls: Readonly<Record<number, string>>
  /** Defaults to anvil's account #0. */
  privateKey?: Hex
  /**
   * The account the sessions grant, when it is not the key's own: e.g. a Safe reached through
   * WalletConnect (pair with `handle('eth_sendTransaction', …)` to answer as the Safe does).
   */
  accountAddress?: Address
  /** Any non-empty string; the local relay ignores it. */
  projectId?: string
  /** Storage and global-core key; defaults to a fresh one, so wallets never share a core. */
  customStoragePrefix?: string
  /** Proposals nobody scripted with approve/rejectNextSession: approve (default) or wait. */
  autoApprove?: boolean
  metadata?: Partial<WalletKitTypes.Metadata>
  /**
   * The SDK's one-request-at-a-time queue, which waits 1 s after each answer before emitting the
   * next request. Off by default to keep tests fast; turn it on to test a dapp that sends
   * several requests while one is held.
   */
  requestQueue?: boolean
  /**
   * How long pair() waits before it reads the URI, as a phone's scan and tap take time.
   * Defaults to 1.5 s: a dapp's WalletConnect SDK handles its unacknowledged
   * messages again 1 s after it starts, and a session settled in that instant is handled twice
   * (the SDK then logs "Pending session not found"). 0 pairs at once.
   */
  scanDelayMs?: number
  /** The SDK's pino level. Defaults to 'error'. */
  logLevel?: string
}

export type WalletConnectRequest = {
  topic: string
  chainId: number | undefined
  method: string
  params: unknown
}

/** Answers one method in place of the built-in behaviour (after any scripted outcome). */
export type RequestHandler = (request: {
  chainId: number | undefined
  params: readonly unknown[]
}) => unknown

export type ApproveSessionOptions = {
  /** Chain ids to grant (intersected with what the dapp proposed). Defaults to every rpcUrls key. */
  chains?: readonly number[]
}

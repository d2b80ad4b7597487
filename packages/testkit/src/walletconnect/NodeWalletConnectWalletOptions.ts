// The Node WalletConnect wallet's options and the shapes its public methods take and return.
import type { Metadata, Session } from '@gatehouse/walletconnect'
import type { Address, Hex } from 'viem'

/** A settled session as the wallet holds it (@gatehouse/walletconnect's Session). */
export type WalletConnectSession = Session

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
  /** The client's storage key prefix (its storage is in memory, one per wallet). */
  customStoragePrefix?: string
  /** Proposals nobody scripted with approve/rejectNextSession: approve (default) or wait. */
  autoApprove?: boolean
  /**
   * What the wallet does when a dapp asks it to connect and sign in with one approval
   * (wc_sessionAuthenticate, one-prompt sign-in): `'approve'` (default) signs the request's
   * message with its account, a CACAO per requested chain it has; `'reject'` refuses (4001, user
   * rejected); `'unsupported'` is a wallet without wallet authentication: it answers the request
   * as unsupported and approves (or waits on) the ordinary proposal sent beside it, so the dapp
   * signs in in two steps. With `accountAddress` (a contract account) it is always unsupported.
   */
  signIn?: 'approve' | 'reject' | 'unsupported'
  metadata?: Partial<Metadata>
  /**
   * WalletConnect Verify: the Verify server this wallet trusts (e.g. startVerifyServer().url).
   * Each proposal, sign-in request and session request is then checked with it, and what it said
   * is kept in `verifyContexts`. Unset: off, nothing asked.
   */
  verifyUrl?: string
  /**
   * Reown's walletkit had a one-request-at-a-time queue behind this switch. This wallet answers
   * each request as it arrives (a held one does not hold the others back), so it has no effect;
   * kept so that existing tests compile.
   * @deprecated no effect
   */
  requestQueue?: boolean
  /**
   * How long pair() waits before it reads the URI, as a phone's scan and tap take time.
   * Defaults to 1.5 s: a dapp's WalletConnect SDK handles its unacknowledged
   * messages again 1 s after it starts, and a session settled in that instant is handled twice
   * (the SDK then logs "Pending session not found"). 0 pairs at once.
   */
  scanDelayMs?: number
  /**
   * Reown's SDK logger level, which this wallet no longer has: pass `log` for its debug lines.
   * @deprecated no effect
   */
  logLevel?: string
  /** The WalletConnect client's debug lines (dropped messages and why, relay trouble), and failed automatic approvals. */
  log?: (line: string) => void
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

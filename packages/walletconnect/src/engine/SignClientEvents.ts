import type { SessionAuthenticateParams } from '../cacao/CacaoTypes'
import type { SessionNamespaces, SessionProposeParams } from '../sign/SignTypes'
import type { VerifyContext } from '../verify/VerifyClient'
import type { Session } from './Session'

/** A dapp's wc_sessionRequest as the wallet receives it, to answer with `respond`. */
export type SessionRequest = {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  /** Seconds since the epoch after which the answer is 8000 (session request expired). */
  expiry?: number
  /** With Verify: what the Verify server says of the dapp's origin (WalletConnectVerify). */
  verifyContext?: VerifyContext
}

/** The events of a sign client, by name; which side sees which is noted. */
export type SignClientEvents = {
  /** Wallet: a dapp proposed a session on a pairing; approve or reject it by `id`. */
  proposal: {
    id: number
    pairingTopic: string
    params: SessionProposeParams
    /** With Verify: what the Verify server says of the dapp's origin. */
    verifyContext?: VerifyContext
  }
  /** Either: a proposal expired undecided. */
  proposalExpire: { id: number }
  /** Dapp: a session settled. Wallet: the dapp acknowledged a settlement. */
  session: Session
  /** Wallet: a request to answer with `respond`. */
  request: SessionRequest
  /** Dapp: the wallet emitted an event (`accountsChanged`, `chainChanged`, …). */
  sessionEvent: { topic: string; chainId: string; name: string; data: unknown }
  /** Dapp: the wallet changed the session's namespaces. */
  sessionUpdate: { topic: string; namespaces: SessionNamespaces }
  /** Dapp: the wallet extended the session to `expiry` (seconds). */
  sessionExtend: { topic: string; expiry: number }
  /** Either: the peer pinged. */
  sessionPing: { topic: string }
  /** Either: the session was deleted, by the peer or by this side; `code` and `message` say why. */
  sessionDelete: { topic: string; code: number; message: string }
  /** Either: the session reached its expiry. */
  sessionExpire: { topic: string }
  /** Either: a pairing was deleted or expired. */
  pairingDelete: { topic: string }
  /**
   * Wallet: a dapp asks to be signed in (wc_sessionAuthenticate); sign `formatAuthMessage` and
   * answer with `approveAuthenticate`, or `rejectAuthenticate`. While a wallet listens to this,
   * the fallback proposal that comes with it is not emitted.
   */
  authenticate: {
    id: number
    pairingTopic: string
    params: SessionAuthenticateParams
    /** With Verify: what the Verify server says of the dapp's origin. */
    verifyContext?: VerifyContext
  }
}

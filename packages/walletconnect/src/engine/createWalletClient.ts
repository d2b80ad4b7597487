// The wallet's side of the Sign protocol: pair from a URI, approve or reject proposals and sign-in
// (wc_sessionAuthenticate) requests, answer requests, emit events, update, extend and delete
// sessions.
import type { SignClientOptions } from './SignEngine'
import { WalletEngine } from './WalletEngine'

export type WalletClient = Pick<
  WalletEngine,
  | 'clientId'
  | 'pair'
  | 'approve'
  | 'reject'
  | 'approveAuthenticate'
  | 'rejectAuthenticate'
  | 'pendingAuthenticateRequests'
  | 'respond'
  | 'emit'
  | 'update'
  | 'extend'
  | 'ping'
  | 'disconnect'
  | 'sessions'
  | 'pairings'
  | 'pendingProposals'
  | 'on'
  | 'close'
>

/** Starts a wallet client: restores what `storage` holds and re-subscribes its topics. */
export const createWalletClient = (options: SignClientOptions): Promise<WalletClient> =>
  WalletEngine.start(options)

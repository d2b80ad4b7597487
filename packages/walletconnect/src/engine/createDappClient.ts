// The dapp's side of the Sign protocol: propose sessions, send requests, hear the wallet's events.
import { DappEngine } from './DappEngine'
import type { SignClientOptions } from './SignEngine'

export type DappClient = Pick<
  DappEngine,
  | 'clientId'
  | 'connect'
  | 'authenticate'
  | 'request'
  | 'ping'
  | 'disconnect'
  | 'sessions'
  | 'pairings'
  | 'on'
  | 'close'
>

/** Starts a dapp client: restores what `storage` holds and re-subscribes its topics. */
export const createDappClient = (options: SignClientOptions): Promise<DappClient> =>
  DappEngine.start(options)

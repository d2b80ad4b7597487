// The dapp's side of the Sign protocol: propose sessions, send requests, hear the wallet's events.
import { type SignClientOptions, SignEngine } from './SignEngine'

export type DappClient = Pick<
  SignEngine,
  | 'clientId'
  | 'connect'
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
  SignEngine.start('dapp', options)

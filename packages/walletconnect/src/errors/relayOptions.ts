import { BaseError } from './base'

export type RelayOptionsErrorType = RelayOptionsError & { name: 'RelayOptionsError' }

/** The relay client was given an unusable option (a URL that is not ws:// or wss://, …). */
export class RelayOptionsError extends BaseError {
  override name = 'RelayOptionsError' as const
}

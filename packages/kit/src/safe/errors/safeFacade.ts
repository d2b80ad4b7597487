// Errors of safeConnection.ts (what the rest of the kit reads of a Safe), apart from the SDK call errors so that nothing
// loads them before the facade itself.
import { BaseError } from '../../errors/base'

export type SafeAppNotConnectedErrorType = SafeAppNotConnectedError & {
  name: 'SafeAppNotConnectedError'
}
/** A Safe App SDK call while the app is not connected to a Safe through a Safe host. */
export class SafeAppNotConnectedError extends BaseError {
  override name = 'SafeAppNotConnectedError' as const
  constructor() {
    super('Not connected as a Safe App: this call needs the app open in a Safe host')
  }
}

export type NoSafeStatusSourceErrorType = NoSafeStatusSourceError & {
  name: 'NoSafeStatusSourceError'
}
/** A Safe transaction's status was wanted with neither a Safe host nor a gateway to ask. */
export class NoSafeStatusSourceError extends BaseError {
  override name = 'NoSafeStatusSourceError' as const
  constructor() {
    super('No Safe host or gateway to ask for this Safe transaction')
  }
}

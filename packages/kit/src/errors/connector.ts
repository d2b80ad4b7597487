// Connector errors (§8): a wallet that cannot connect, and why.
import { BaseError } from './base'

export type WalletUnavailableErrorType = WalletUnavailableError & {
  name: 'WalletUnavailableError'
}
/** A wallet that cannot work with this configuration (e.g. WalletConnect without a project id). */
export class WalletUnavailableError extends BaseError {
  override name = 'WalletUnavailableError' as const
  constructor(walletName: string, reason: string) {
    super(`${walletName} is unavailable: ${reason}`)
  }
}

export type ProviderRequiredErrorType = ProviderRequiredError & { name: 'ProviderRequiredError' }
/** §8: connector problems. */
export class ProviderRequiredError extends BaseError {
  override name = 'ProviderRequiredError' as const
  constructor() {
    super('provider is required.')
  }
}

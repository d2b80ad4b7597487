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

export type WalletUnreachableErrorType = WalletUnreachableError & {
  name: 'WalletUnreachableError'
}
/**
 * The wallet could not be reached: for a WalletConnect wallet, its relay did not answer (down,
 * unreachable, or this page offline) after the relay client's retries. The connect step says so,
 * naming the wallet, with RETRY (§8).
 */
export class WalletUnreachableError extends BaseError {
  override name = 'WalletUnreachableError' as const
  constructor(options?: { cause?: unknown }) {
    super('The wallet cannot be reached: its relay did not answer.', options)
  }
}

export type ConnectionSignInErrorType = ConnectionSignInError & { name: 'ConnectionSignInError' }
/**
 * A wallet signed in with its connection (WalletConnect's one-prompt sign-in) but the sign-in did
 * not complete: the server refused the signature (`reason` 'verifyFailed') or something else went
 * wrong ('unexpected', 'abandoned'). The connection is refused with it (§8).
 */
export class ConnectionSignInError extends BaseError {
  override name = 'ConnectionSignInError' as const
  readonly reason: 'verifyFailed' | 'unexpected' | 'abandoned'
  constructor(reason: ConnectionSignInError['reason']) {
    super(
      reason === 'verifyFailed'
        ? 'Error verifying signature, please retry!'
        : 'Oops, something went wrong!',
    )
    this.reason = reason
  }
}

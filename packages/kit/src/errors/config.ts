// Setup errors (§5): a configuration the kit cannot use fails at start, naming what is wrong.
import { BaseError } from './base'

export type InvalidIconAccentErrorType = InvalidIconAccentError & {
  name: 'InvalidIconAccentError'
}
/** §5: iconAccent must be a 3- or 6-digit hex colour. */
export class InvalidIconAccentError extends BaseError {
  override name = 'InvalidIconAccentError' as const
  constructor(walletId: string, value: string) {
    super(`Property \`iconAccent\` is not a hex value for wallet: ${walletId} (got "${value}")`)
  }
}

export type MissingProjectIdErrorType = MissingProjectIdError & { name: 'MissingProjectIdError' }
/** §5: WalletConnect v2 needs a non-empty project id. */
export class MissingProjectIdError extends BaseError {
  override name = 'MissingProjectIdError' as const
  constructor() {
    super(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2',
    )
  }
}

export type InvalidInitialChainErrorType = InvalidInitialChainError & {
  name: 'InvalidInitialChainError'
}
/** The provider's `initialChain` must be one of the wagmi config's chains. */
export class InvalidInitialChainError extends BaseError {
  override name = 'InvalidInitialChainError' as const
  constructor(chainId: number, configured: readonly number[]) {
    super(
      `initialChain: chain ${chainId} is not in the wagmi config's chains (${configured.join(', ')})`,
    )
  }
}

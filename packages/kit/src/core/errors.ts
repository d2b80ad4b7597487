// Typed errors (ARCHITECTURE §4): a literal `name` callers branch on, the §8 text as message.
export class BaseError extends Error {
  override name = 'GatehouseError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** §5: iconAccent must be a 3- or 6-digit hex colour. */
export class InvalidIconAccentError extends BaseError {
  override name = 'InvalidIconAccentError' as const
  constructor(walletId: string, value: string) {
    super(`Property \`iconAccent\` is not a hex value for wallet: ${walletId} (got "${value}")`)
  }
}

/** §5: WalletConnect v2 needs a non-empty project id. */
export class MissingProjectIdError extends BaseError {
  override name = 'MissingProjectIdError' as const
  constructor() {
    super(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2',
    )
  }
}

/** A wallet that cannot work with this configuration (e.g. WalletConnect without a project id). */
export class WalletUnavailableError extends BaseError {
  override name = 'WalletUnavailableError' as const
  constructor(walletName: string, reason: string) {
    super(`${walletName} is unavailable: ${reason}`)
  }
}

/** §8: connector problems. */
export class ProviderRequiredError extends BaseError {
  override name = 'ProviderRequiredError' as const
  constructor() {
    super('provider is required.')
  }
}

/** §5, §8: a transaction hash must be 0x followed by 64 hex characters. */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError' as const
  constructor() {
    super('Invalid transaction hash')
  }
}

/** §5, §8: a transaction description must be a string. */
export class InvalidTransactionDescriptionError extends BaseError {
  override name = 'InvalidTransactionDescriptionError' as const
  constructor() {
    super('Transaction must have a description')
  }
}

/** §5, §8: confirmations must be a positive integer ("positiver" is the catalogue's own text). */
export class InvalidTransactionConfirmationsError extends BaseError {
  override name = 'InvalidTransactionConfirmationsError' as const
  constructor() {
    super('Transaction confirmations must be a positiver integer')
  }
}

/** §8: transactions are keyed by account and chain, so neither may be missing. */
export class NoAddressOrChainIdError extends BaseError {
  override name = 'NoAddressOrChainIdError' as const
  constructor() {
    super('No address or chain ID found')
  }
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

import { BaseError } from './base'

export type ProviderOptionsErrorType = ProviderOptionsError & { name: 'ProviderOptionsError' }

/** The provider was given an unusable option: no chains, or a chain id that is not a positive integer. */
export class ProviderOptionsError extends BaseError {
  override name = 'ProviderOptionsError' as const
}

// The errors of watchAsset: parameters checked before the wallet sees them, and a wallet that
// does not offer wallet_watchAsset at all.
import { BaseError } from './base'

/** The parameter of wallet_watchAsset that failed its check, by its path in the parameters. */
export type WatchAssetField =
  | 'type'
  | 'options.address'
  | 'options.symbol'
  | 'options.decimals'
  | 'options.image'

export type InvalidWatchAssetParameterErrorType = InvalidWatchAssetParameterError & {
  name: 'InvalidWatchAssetParameterError'
}
/** A watchAsset parameter that a wallet would refuse (EIP-747, and MetaMask's own limits). */
export class InvalidWatchAssetParameterError extends BaseError {
  override name = 'InvalidWatchAssetParameterError' as const
  constructor(
    readonly field: WatchAssetField,
    rule: string,
    value: unknown,
  ) {
    super(`watchAsset: \`${field}\` ${rule} (got ${JSON.stringify(value) ?? String(value)})`)
  }
}

export type WatchAssetNotSupportedErrorType = WatchAssetNotSupportedError & {
  name: 'WatchAssetNotSupportedError'
}
/** The connected wallet answered that it has no wallet_watchAsset (4200, -32601 or -32004). */
export class WatchAssetNotSupportedError extends BaseError {
  override name = 'WatchAssetNotSupportedError' as const
  constructor(options?: { cause?: unknown }) {
    super('The connected wallet does not support adding tokens (wallet_watchAsset).', options)
  }
}

export type WatchAssetErrorType =
  | InvalidWatchAssetParameterErrorType
  | WatchAssetNotSupportedErrorType

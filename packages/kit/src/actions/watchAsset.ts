// Asks the connected wallet to track a token (wallet_watchAsset, EIP-747): the parameters are
// checked first, then wagmi's action sends them through the connector's wallet client (viem's
// watchAsset). The visitor saying no is an outcome, not an error: an app shows nothing for it.
import type { Config, Connector } from 'wagmi'
import { watchAsset as wagmiWatchAsset } from 'wagmi/actions'
import { isUnsupportedMethod, isUserRejection } from '../core/providerErrors'
import { WatchAssetNotSupportedError } from '../errors/watchAsset'
import { validateWatchAssetParameters, type WatchAssetParameters } from './watchAssetParameters'

/** 'added': the wallet tracks the token; 'rejected': the visitor declined (4001, or `false`). */
export type WatchAssetOutcome = 'added' | 'rejected'

/**
 * Validates, then asks the wallet. Throws InvalidWatchAssetParameterError (naming the field) before
 * any request, WatchAssetNotSupportedError when the wallet has no wallet_watchAsset, and any other
 * wallet error as it came.
 */
export async function watchAsset(
  config: Config,
  parameters: WatchAssetParameters & { connector?: Connector | undefined },
): Promise<WatchAssetOutcome> {
  const { connector, ...asset } = parameters
  const { type, options } = validateWatchAssetParameters(asset)
  try {
    const added = await wagmiWatchAsset(config, { type, options, connector })
    return added ? 'added' : 'rejected'
  } catch (error) {
    if (isUserRejection(error)) return 'rejected'
    if (isUnsupportedMethod(error)) throw new WatchAssetNotSupportedError({ cause: error })
    throw error
  }
}

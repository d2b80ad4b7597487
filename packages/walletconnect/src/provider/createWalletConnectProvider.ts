import { createDappClient } from '../engine/createDappClient'
import { ProviderOptionsError } from '../errors/providerOptions'
import { WalletConnectProvider } from './WalletConnectProvider'
import type { WalletConnectProviderOptions } from './WalletConnectProviderOptions'

/**
 * Starts the dapp sign client (storage loaded, topics re-subscribed) and an EIP-1193 provider
 * over it. A stored session is reported only once `restore()` has confirmed it with the wallet.
 */
export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<WalletConnectProvider> {
  const ids = options.chains.map(({ id }) => id)
  if (ids.length === 0) throw new ProviderOptionsError('pass at least one chain')
  const invalid = ids.find((id) => !Number.isSafeInteger(id) || id <= 0)
  if (invalid !== undefined)
    throw new ProviderOptionsError(`chain id ${invalid} is not a positive integer`)
  const client = await createDappClient(options)
  return new WalletConnectProvider(client, options)
}

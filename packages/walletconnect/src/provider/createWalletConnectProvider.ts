import { createDappClient } from '../engine/createDappClient'
import { ProviderOptionsError } from '../errors/providerOptions'
import { WalletConnectProvider } from './WalletConnectProvider'
import type { WalletConnectProviderOptions } from './WalletConnectProviderOptions'

/**
 * Starts the dapp sign client (storage loaded, topics re-subscribed, the Verify client of
 * `verifyUrl` loaded) and an EIP-1193 provider over it. A stored session is reported only once `restore()` has confirmed it with the wallet.
 */
export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<WalletConnectProvider> {
  const ids = options.chains.map(({ id }) => id)
  if (ids.length === 0) throw new ProviderOptionsError('pass at least one chain')
  const invalid = ids.find((id) => !Number.isSafeInteger(id) || id <= 0)
  if (invalid !== undefined)
    throw new ProviderOptionsError(`chain id ${invalid} is not a positive integer`)
  const verify =
    options.verify ?? (options.verifyUrl ? await verifyClientOf(options.verifyUrl) : undefined)
  const client = await createDappClient(verify ? { ...options, verify } : options)
  return new WalletConnectProvider(client, options)
}

/** Loaded only for a provider given a Verify server (a dynamic import: its own chunk). */
async function verifyClientOf(verifyUrl: string) {
  const { createVerifyClient } = await import('../verify/createVerifyClient')
  return createVerifyClient({ verifyUrl })
}

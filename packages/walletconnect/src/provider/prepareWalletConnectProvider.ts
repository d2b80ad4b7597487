import { prepareIdentity, prepareRelayToken } from '../auth/preparedRelayAuth'
import { SIGN_STORAGE_PREFIX } from '../engine/constants'
import type { SignClientOptions } from '../engine/SignState'
import { relayUrlOf } from '../relay/relayUrlOf'
import { readStoredRecord } from '../storage/readStoredRecord'
import { recordKey } from '../storage/StoredRecord'

export type PrepareWalletConnectProviderOptions = Pick<
  SignClientOptions,
  'relayUrl' | 'projectId' | 'storage' | 'storagePrefix' | 'relay'
>

/**
 * Does ahead what a provider created later with the same options waits on before its relay
 * socket can open, and that needs no connection: the client's identity (from its stored seed, or
 * a new one kept in memory until a provider stores it) and the auth token of its next socket.
 * Call it while the visitor is about to choose (the kit's wallet list does): the provider's first
 * `connect()` then opens its socket at once, instead of after a few WebCrypto calls, each of which
 * lets the page render first. It opens no connection and writes nothing; calling it again is
 * cheap. Resolves once both are ready; never rejects (the provider then does the work itself).
 */
export async function prepareWalletConnectProvider(
  options: PrepareWalletConnectProviderOptions,
): Promise<void> {
  const { storage, relay } = options
  const relayUrl = relayUrlOf(options)
  if (relay || !relayUrl) return
  try {
    const prefix = options.storagePrefix ?? `${SIGN_STORAGE_PREFIX}:dapp:`
    const key = recordKey({ kind: 'identity', seed: '' })
    const text = storage ? await storage.getItem(prefix + key) : null
    // An entry that does not read as an identity is the provider's to drop when it starts.
    const stored = await readStoredRecord(key, text)
    const identity = await prepareIdentity(stored?.kind === 'identity' ? stored.seed : undefined)
    await prepareRelayToken(identity, relayUrl)
  } catch {
    // A storage that throws or a runtime without the curve: the provider finds out on its own.
  }
}

import { BaseError } from '../../../errors/base'

/** The parts of the WalletConnect EthereumProvider (2.21 to 2.25) the kit reads for its session. */
type SessionStore = {
  keys: readonly string[]
  /** Where the SDK keeps the list of sessions in its key-value storage (IndexedDB in a browser). */
  storageKey: string
  delete: (topic: string, reason: { message: string; code: number }) => Promise<void>
}
type KeyValueStorage = {
  getItem: (key: string) => Promise<unknown>
  setItem: (key: string, value: unknown) => Promise<void>
}
export type SessionProvider = {
  session?: { topic: string }
  signer?: { client?: { session?: SessionStore; core?: { storage?: KeyValueStorage } } }
}

/** The restored session's topic, if the provider holds one. */
export const sessionTopic = (provider: unknown): string | undefined =>
  (provider as SessionProvider | undefined)?.session?.topic

// The SDK's own reason for a session the user ended (getSdkError('USER_DISCONNECTED')).
const USER_DISCONNECTED = { message: 'User disconnected.', code: 6000 }

/**
 * Makes sure `topic` is gone from the SDK's session list in storage, not only from its memory:
 * a reload right after a disconnect restores whatever storage still lists. Reading the stored
 * list back waits for the SDK's pending writes to the same store (IndexedDB serves a read after
 * the writes queued before it); a topic still listed is removed here.
 */
export async function forgetSession(provider: unknown, topic: string): Promise<void> {
  const client = (provider as SessionProvider | undefined)?.signer?.client
  const store = client?.session
  const storage = client?.core?.storage
  if (!store || !storage) return
  if (store.keys.includes(topic)) await store.delete(topic, USER_DISCONNECTED)
  const stored = await storage.getItem(store.storageKey)
  if (!Array.isArray(stored)) return
  const kept = stored.filter((session: { topic?: unknown }) => session?.topic !== topic)
  if (kept.length !== stored.length) await storage.setItem(store.storageKey, kept)
}

/**
 * Thrown by a reconnect that finds no session to restore (e.g. the wallet deleted it while the
 * page was closed): wagmi's connect would otherwise start a new pairing nobody scans and wait
 * for it, leaving the page "connecting". wagmi's reconnect treats the rejection as "not there".
 */
export class NoSessionToRestoreError extends BaseError {
  override name = 'NoSessionToRestoreError' as const
  constructor() {
    super('No WalletConnect session to restore.')
  }
}

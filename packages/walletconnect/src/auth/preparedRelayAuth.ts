// The client identity and the relay auth token a dapp's first connection waits on, made ahead
// (prepareWalletConnectProvider) so that the socket opens in the task that asked for it: both
// are WebCrypto calls (Ed25519 key import, export, signature), each answered in a later task, and
// on a click the page renders in between. Pure computation: nothing here opens a connection or
// writes to storage. One of each is kept (a page has one dapp client); a token is for one
// connection (its `sub` is unique), so it is taken once, and a new identity by one client.
import type { ClientIdentity } from './ClientIdentity'
import { RELAY_AUTH_TTL_SECONDS } from './constants'
import { createRelayAuthToken } from './createRelayAuthToken'
import { generateClientIdentity } from './generateClientIdentity'

/** A prepared token is used only while most of its day is left (relays check `exp` only). */
export const PREPARED_TOKEN_MAX_AGE_SECONDS = RELAY_AUTH_TTL_SECONDS / 2
const MS_PER_SECOND = 1000

/** `seed` undefined: a new identity, not stored yet. */
let identity: { seed: string | undefined; made: Promise<ClientIdentity> } | undefined
let token: { key: string; value: string; issuedAt: number } | undefined

const nowSeconds = () => Math.floor(Date.now() / MS_PER_SECOND)

/** Makes, ahead, the identity takeIdentity(storedSeed) will give (kept in memory only). */
export function prepareIdentity(storedSeed: string | undefined): Promise<ClientIdentity> {
  if (identity?.seed !== storedSeed || !identity) {
    const made = generateClientIdentity(storedSeed)
    const kept = { seed: storedSeed, made }
    // A failed computation is not kept: the client then makes its own.
    made.catch(() => {
      if (identity === kept) identity = undefined
    })
    identity = kept
  }
  return identity.made
}

/** The identity a client starts with: its stored seed's, or a new one; prepared when it was. */
export function takeIdentity(storedSeed: string | undefined): Promise<ClientIdentity> {
  const prepared = identity?.seed === storedSeed ? identity?.made : undefined
  if (storedSeed === undefined) identity = undefined
  return prepared ?? generateClientIdentity(storedSeed)
}

/** Signs, ahead, the token of the identity's next connection to `relayUrl`. */
export async function prepareRelayToken(ready: ClientIdentity, relayUrl: string): Promise<void> {
  const key = `${ready.seed} ${relayUrl}`
  if (token?.key === key && nowSeconds() - token.issuedAt < PREPARED_TOKEN_MAX_AGE_SECONDS) return
  const issuedAt = nowSeconds()
  const { seed, clientId } = ready
  const value = await createRelayAuthToken({ seed, clientId, relayUrl, issuedAt })
  token = { key, value, issuedAt }
}

/** The token prepared for the seed's next connection to `relayUrl`, if one is ready and fresh. */
export function takeRelayToken(seed: string, relayUrl: string): string | undefined {
  const ready = token
  if (ready?.key !== `${seed} ${relayUrl}`) return undefined
  token = undefined
  return nowSeconds() - ready.issuedAt < PREPARED_TOKEN_MAX_AGE_SECONDS ? ready.value : undefined
}

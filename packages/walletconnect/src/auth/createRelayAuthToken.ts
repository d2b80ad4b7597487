// The JWT a client presents to the relay (relay-client-auth): issued by its did:key, for the relay
// URL, with a fresh random `sub` per connection, `act: client_auth`, valid RELAY_AUTH_TTL_SECONDS.
import { KEY_LENGTH } from '../crypto/constants'
import { randomBytes } from '../crypto/randomBytes'
import { toHex } from '../encoding/hex'
import { RELAY_AUTH_ACT, RELAY_AUTH_TTL_SECONDS } from './constants'
import { generateClientIdentity } from './generateClientIdentity'
import { signJwt } from './signJwt'

export type CreateRelayAuthTokenParameters = {
  /** The client's Ed25519 seed (ClientIdentity's `seed`). */
  seed: string
  /** The seed's did:key (ClientIdentity's `clientId`), when known: computed from the seed if not. */
  clientId?: string
  /** `aud`: the relay URL the client connects to, without query. */
  relayUrl: string
  /** Seconds since the epoch; defaults to now. */
  issuedAt?: number
  ttlSeconds?: number
  /** Defaults to 32 random bytes, hex: unique per connection, as the spec asks. */
  subject?: string
}

const MS_PER_SECOND = 1000

export async function createRelayAuthToken({
  seed,
  clientId,
  relayUrl,
  issuedAt = Math.floor(Date.now() / MS_PER_SECOND),
  ttlSeconds = RELAY_AUTH_TTL_SECONDS,
  subject = toHex(randomBytes(KEY_LENGTH)),
}: CreateRelayAuthTokenParameters): Promise<string> {
  return signJwt(
    {
      iss: clientId ?? (await generateClientIdentity(seed)).clientId,
      sub: subject,
      aud: relayUrl,
      iat: issuedAt,
      exp: issuedAt + ttlSeconds,
      act: RELAY_AUTH_ACT,
    },
    seed,
  )
}

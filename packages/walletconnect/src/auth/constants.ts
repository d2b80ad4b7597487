// The names and numbers of relay-client-auth and crypto-authentication (walletconnect-specs
// docs/specs/clients/core/relay/relay-client-auth.md and crypto/crypto-authentication.md).

/** `did:key` of an Ed25519 public key: multibase base58btc (`z`) of the multicodec `ed25519-pub`. */
export const DID_KEY_PREFIX = 'did:key:z'

/** The multicodec varint of `ed25519-pub` (0xed), the two bytes before the key ("K36" in base58). */
export const MULTICODEC_ED25519_HEADER = Uint8Array.of(0xed, 0x01)

/** The JWT header every did-jwt of the protocol carries (EdDSA: Ed25519 signatures). */
export const JWT_HEADER = { alg: 'EdDSA', typ: 'JWT' } as const

/** `act` of the relay's client-authentication JWT. */
export const RELAY_AUTH_ACT = 'client_auth'

/** How long a relay auth JWT is valid: a day, as the spec's example and the official SDK use. */
export const RELAY_AUTH_TTL_SECONDS = 86_400

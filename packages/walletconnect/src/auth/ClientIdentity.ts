/**
 * The relay client's Ed25519 identity (relay-client-auth): `seed` is the private key (32 bytes,
 * hex), kept for the client's whole life so the relay's mailbox follows it; `clientId` its did:key.
 */
export type ClientIdentity = { seed: string; publicKey: string; clientId: string }

/** An X25519 key pair as the protocol writes it: 32 bytes each, lower-case hex. */
export type KeyPair = { privateKey: string; publicKey: string }

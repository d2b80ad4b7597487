// The sizes and type bytes of the crypto spec (walletconnect-specs docs/specs/clients/core/crypto,
// SPEC.md §9: 32-byte key, 12-byte nonce, 16-byte tag, envelope types 0 and 1).

/** X25519 keys, Ed25519 seeds and public keys, and ChaCha20-Poly1305 keys are all 32 bytes. */
export const KEY_LENGTH = 32

/** ChaCha20-Poly1305 nonce ("iv" in the envelope spec). */
export const IV_LENGTH = 12

/** Poly1305 authentication tag, at the end of every sealbox. */
export const TAG_LENGTH = 16

/** Type 0: both peers hold the symmetric key. Serialized `tp + iv + sealbox`. */
export const ENVELOPE_TYPE_0 = 0

/** Type 1: the sender's X25519 public key travels along. Serialized `tp + pk + iv + sealbox`. */
export const ENVELOPE_TYPE_1 = 1

// @gatehouse/walletconnect's public API: explicit named re-exports only (a test lists them).

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  ENVELOPE_TYPE_0,
  ENVELOPE_TYPE_1,
  IV_LENGTH,
  KEY_LENGTH,
  TAG_LENGTH,
} from '../crypto/constants'
export { decodeEnvelope } from '../crypto/decodeEnvelope'
export { type DecryptParameters, decrypt } from '../crypto/decrypt'
export { deriveSymKey } from '../crypto/deriveSymKey'
export { deriveTopic } from '../crypto/deriveTopic'
export type { Envelope } from '../crypto/Envelope'
export { encodeEnvelope } from '../crypto/encodeEnvelope'
export { type EncryptParameters, encrypt } from '../crypto/encrypt'
export { generateKeyPair } from '../crypto/generateKeyPair'
export { generateSymKey } from '../crypto/generateSymKey'
export type { KeyPair } from '../crypto/KeyPair'
export { BaseError, type BaseErrorType, type ErrorType, walk } from '../errors/base'
export { EnvelopeError, type EnvelopeErrorType } from '../errors/envelope'
export { KeyError, type KeyErrorType } from '../errors/key'

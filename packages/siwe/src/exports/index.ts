// @gatehouse/siwe's public API: explicit named re-exports only (a test lists them).

export type { AuthAdapter, SiweMessageParams } from '../AuthAdapter'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { type BuildSiweMessageErrorType, buildSiweMessage } from '../buildSiweMessage'
export {
  AUTH_ROUTES,
  DEFAULT_SIWE_STATEMENT,
  MAX_REQUEST_BODY_BYTES,
  MAX_SIGNATURE_HEX_CHARS,
  NONCE_TTL_MS,
  SIWE_MAX_MESSAGE_BYTES,
} from '../constants'
export { type CreateAuthAdapterOptions, createAuthAdapter } from '../createAuthAdapter'
export { AuthRequestError, type AuthRequestErrorType } from '../errors/auth'
export { BaseError, type BaseErrorType, type ErrorType } from '../errors/base'
export { SiweMessageError, type SiweMessageErrorType } from '../errors/siwe'
export { isChecksumAddress } from '../isChecksumAddress'
export { isSiweNonce } from '../isSiweNonce'
export { isSiweStatement } from '../isSiweStatement'
export { parseRfc3986Uri, type Rfc3986Authority, type Rfc3986Uri } from '../parseRfc3986Uri'
export { type ParseSiweMessageErrorType, parseSiweMessage } from '../parseSiweMessage'
export { RECAP_STATEMENT_PREAMBLE, recapStatement } from '../recapStatement'
export { rfc3339ToMs } from '../rfc3339ToMs'
export type { SiweFields } from '../SiweFields'
export {
  type AuthErrorCode,
  authErrorCodeSchema,
  type ErrorResponse,
  errorResponseSchema,
  type NonceResponse,
  nonceResponseSchema,
  type SessionResponse,
  sessionResponseSchema,
  type VerifyRequest,
  type VerifyResponse,
  verifyRequestSchema,
  verifyResponseSchema,
} from '../schemas'

// The auth API's request and response bodies (issue 4). The server parses requests with these and
// the adapter parses responses with them, so both sides share one contract.
import type { Address } from 'viem'
import { z } from 'zod'
import { MAX_SIGNATURE_HEX_CHARS, SIWE_MAX_MESSAGE_BYTES } from './constants'
import { isChecksumAddress } from './isChecksumAddress'
import { isSiweNonce } from './isSiweNonce'

// No eval: a page under a Content-Security-Policy without 'unsafe-eval' (as @gatehouse/auth-server's
// securityHeaders builds it) reports zod's probe for its compiled fast path (`Function('')`, run
// when an object schema is built) as a violation. Set before the schemas below are built; these
// bodies are a few fields, so the fast path bought nothing. Like z.config, it is zod-wide.
z.config({ jitless: true })

const addressSchema = z.custom<Address>(isChecksumAddress, 'Expected a checksummed address')
const chainIdSchema = z.number().int().positive()

/**
 * `GET /api/auth/nonce` → 200. `issuedAt` is when the server issued the nonce, on the server's
 * clock (issue 14.8); servers from before it send only `nonce` and `expiresAt`, which still parse.
 */
export const nonceResponseSchema = z.object({
  nonce: z.string().refine(isSiweNonce, 'Expected a SIWE nonce'),
  expiresAt: z.iso.datetime({ offset: true }),
  issuedAt: z.iso.datetime({ offset: true }).optional(),
})
export type NonceResponse = z.infer<typeof nonceResponseSchema>

/** `POST /api/auth/verify` body: exactly these two keys. */
export const verifyRequestSchema = z.strictObject({
  message: z.string().max(SIWE_MAX_MESSAGE_BYTES),
  signature: z
    .string()
    .max(2 + MAX_SIGNATURE_HEX_CHARS)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/),
})
export type VerifyRequest = z.infer<typeof verifyRequestSchema>

/** `POST /api/auth/verify` → 200. */
export const verifyResponseSchema = z.object({ address: addressSchema, chainId: chainIdSchema })
export type VerifyResponse = z.infer<typeof verifyResponseSchema>

/** `GET /api/auth/session` → 200, signed in or not. */
export const sessionResponseSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(true), address: addressSchema, chainId: chainIdSchema }),
  z.object({ authenticated: z.literal(false) }),
])
export type SessionResponse = z.infer<typeof sessionResponseSchema>

/** Every error code the auth API answers with. */
export const authErrorCodeSchema = z.enum([
  'invalid_request',
  'verification_failed',
  'forbidden',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'not_found',
])
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>

/** The body of every non-2xx auth API response. */
export const errorResponseSchema = z.object({ error: authErrorCodeSchema })
export type ErrorResponse = z.infer<typeof errorResponseSchema>

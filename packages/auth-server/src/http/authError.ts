// The auth API's error answers: one status per code, a body that is only the code, and nothing
// about which check failed. Internal failures that are not the client's fault are typed errors
// (errors/AuthUnavailableError.ts: a 503).
import type { AuthErrorCode } from '@gatehouse/siwe'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

const STATUS = {
  invalid_request: 400,
  verification_failed: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<AuthErrorCode, ContentfulStatusCode>

export const NO_STORE = 'no-store'

/** `{"error": code}` with the code's status, `Cache-Control: no-store` and any extra headers. */
export function authError(
  c: Context,
  code: AuthErrorCode,
  headers: Record<string, string> = {},
): Response {
  return c.json({ error: code }, STATUS[code], { 'Cache-Control': NO_STORE, ...headers })
}

/** A real bug reached the top: logged in full, answered with a body that says nothing. */
export function internalError(c: Context): Response {
  // The shared schema has no code for bugs; `unavailable` keeps the body inside the contract.
  return c.json({ error: 'unavailable' satisfies AuthErrorCode }, 500, {
    'Cache-Control': NO_STORE,
  })
}

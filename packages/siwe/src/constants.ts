// Limits and paths shared by the auth server and its clients (issue 4). Imported, never retyped.

/** A SIWE message longer than this (in UTF-8 bytes) is refused before any parsing. */
export const SIWE_MAX_MESSAGE_BYTES = 4096

/** A nonce is valid for 5 minutes after it is issued. */
export const NONCE_TTL_MS = 5 * 60 * 1000

/** The auth API's paths. */
export const AUTH_ROUTES = {
  nonce: '/api/auth/nonce',
  verify: '/api/auth/verify',
  session: '/api/auth/session',
  logout: '/api/auth/logout',
} as const

/** A request body over this size is refused while it is read. */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024

/**
 * Hex characters allowed after `0x` in a signature: 8 KiB of bytes. Plain signatures are 65 bytes;
 * ERC-6492 ones wrap factory calldata and the inner signature and are far longer.
 */
export const MAX_SIGNATURE_HEX_CHARS = 16_384

/** The statement the adapter puts in a message unless told otherwise; equals the server's default. */
export const DEFAULT_SIWE_STATEMENT = 'Sign in to the Gatehouse demo.'

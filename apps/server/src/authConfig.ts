// This server's auth settings: the variables of @gatehouse/auth-server's fromEnv (APP_ORIGIN,
// SIWE_STATEMENT, AUTH_*, NONCE_TTL_MS, SESSION_TTL_MS, AUTH_STORE, REDIS_URL, …), with the one rule
// of its own that the sign-in routes are off, rather than an error, when APP_ORIGIN is unset.
// Exported as `@gatehouse/server/auth` for scripts/start.ts, e2e and the auth benchmark.
import { type EnvAuthOptions, type EnvSource, fromEnv } from '@gatehouse/auth-server'

export type AuthConfig = EnvAuthOptions

/** The auth options, or undefined when APP_ORIGIN is unset or blank. Throws EnvError otherwise. */
export function parseAuthConfig(source: EnvSource): AuthConfig | undefined {
  return source.APP_ORIGIN?.trim() ? fromEnv(source) : undefined
}

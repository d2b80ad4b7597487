// This server's auth settings: the variables of @gatehouse/auth-server's fromEnv (APP_ORIGIN,
// SIWE_STATEMENT, AUTH_*, NONCE_TTL_MS, SESSION_TTL_MS, AUTH_STORE, REDIS_URL, …), plus this
// server's own AUTH_TRUSTED_PROXIES (trustedProxies.ts: only a server with the socket can check
// which proxy it talks to), and one rule of its own: without APP_ORIGIN the sign-in routes are
// off, unless sign-in was asked for (a sign-in variable is set), which is an error (issue 14.10).
// Exported as `@gatehouse/server/auth` for scripts/start.ts, e2e and the auth benchmark.
import { type EnvAuthOptions, EnvError, type EnvSource, fromEnv } from '@gatehouse/auth-server'
import { describeTrustedProxies, parseTrustedProxies, type TrustedProxies } from './trustedProxies'

export type AuthConfig = EnvAuthOptions & {
  /** AUTH_TRUSTED_PROXIES; undefined: X-Forwarded-For is ignored (the default). */
  trustedProxies?: TrustedProxies
}

/**
 * Variables only sign-in reads: setting any of them asks for sign-in, so APP_ORIGIN must be set
 * too. REDIS_URL and ENABLE_TESTNETS are not among them (platforms and the demo build set them
 * for other reasons).
 */
const SIGN_IN_VARIABLE = /^(AUTH_|SIWE_)|^(NONCE_TTL_MS|SESSION_TTL_MS)$/

/** The sign-in variables set (non-blank) in `source`, sorted. */
export function signInVariablesSet(source: EnvSource): string[] {
  return Object.keys(source)
    .filter((name) => SIGN_IN_VARIABLE.test(name) && Boolean(source[name]?.trim()))
    .sort()
}

/**
 * The auth options, or undefined when APP_ORIGIN is unset or blank and no sign-in variable is
 * set. Throws EnvError for a bad variable, and for a sign-in variable without APP_ORIGIN.
 */
export function parseAuthConfig(source: EnvSource): AuthConfig | undefined {
  if (!source.APP_ORIGIN?.trim()) {
    const asked = signInVariablesSet(source)
    if (asked.length === 0) return undefined
    throw new EnvError(
      'APP_ORIGIN',
      `is required when sign-in is configured (${asked.join(', ')} set): the origin users sign in on, such as https://app.example.com; or unset those variables to run without sign-in`,
    )
  }
  const options = fromEnv(source)
  const trustedProxies = parseTrustedProxies(source)
  return trustedProxies ? { ...options, trustedProxies } : options
}

/** The start-up line saying whether sign-in is on, and why not when it is off. */
export function authStartupLine(auth: AuthConfig | undefined): string {
  if (!auth) {
    return 'Sign-In with Ethereum is off: APP_ORIGIN is not set (set it to the origin users sign in on, such as https://app.example.com, to serve /api/auth)'
  }
  return `Sign-In with Ethereum enabled for ${auth.appOrigin} (${auth.store.kind} store; ${describeTrustedProxies(auth.trustedProxies)})`
}

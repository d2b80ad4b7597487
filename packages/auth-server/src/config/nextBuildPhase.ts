// `next build` imports every route module to collect its config, so a handler built at module load
// (`createAuthHandler(fromEnv())`) runs in the build, where the runtime variables often do not
// exist. Next.js marks that process with NEXT_PHASE=phase-production-build. There, and only there,
// a missing APP_ORIGIN is deferred instead of thrown: fromEnv returns the options with an empty
// appOrigin and the EnvError under DEFERRED_ENV_ERROR (a symbol key, so it survives
// `{ ...fromEnv(), … }`), and createAuthHandler turns them into a handler that fails with that
// error when used. Every other value is still validated at once, and outside the build phase the
// error is thrown as always (at run time Next.js evaluates the module again, with NEXT_PHASE
// phase-production-server).
import type { EnvError } from '../errors/EnvError'

export const NEXT_BUILD_PHASE = 'phase-production-build'

/** Where fromEnv puts the missing-APP_ORIGIN error it deferred. Not part of the public types. */
export const DEFERRED_ENV_ERROR: unique symbol = Symbol.for(
  '@gatehouse/auth-server.deferredEnvError',
)

/**
 * An origin to validate the other options against while APP_ORIGIN is deferred: loopback http, so
 * no origin-dependent rule (the insecure local cookie) fails on a value that is not the real one.
 * Those rules run again, on the real origin, when the module is evaluated at run time.
 */
export const BUILD_PLACEHOLDER_ORIGIN = 'http://localhost'

export function isNextBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NEXT_PHASE === NEXT_BUILD_PHASE
}

/**
 * The EnvError fromEnv deferred into `options`, while their appOrigin is still the empty one it
 * left (an appOrigin given in code replaces the variable).
 */
export function deferredEnvError(options: unknown): EnvError | undefined {
  if (typeof options !== 'object' || options === null) return undefined
  const record = options as { appOrigin?: unknown; [DEFERRED_ENV_ERROR]?: EnvError }
  return record.appOrigin === '' ? record[DEFERRED_ENV_ERROR] : undefined
}

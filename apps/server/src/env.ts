// Server configuration from the environment, validated at start-up: a bad value stops the
// process with a message naming the variable, instead of failing later somewhere else.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, type LogLevel } from '@gatehouse/auth-server'

// Kept free of the auth config (zod, @gatehouse/siwe, viem): scripts/start.ts imports this file to
// check ports before anything slow loads. Auth variables are read by auth/authConfig.ts.
export { EnvError }

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'apps/demo/dist-local')

export type ServerEnv = {
  port: number
  host: string
  staticDir: string
  /** APP_ORIGIN is https: visitors reach the app over TLS (maybe a proxy's), so HSTS is sent. */
  https: boolean
  /** LOG_LEVEL: the least severe log line written (default info: no debug lines in production). */
  logLevel: LogLevel
}

/** Every LogLevel, least severe first (a level added to the type must be added here). */
const LOG_LEVELS: { readonly [level in LogLevel]: true } = {
  debug: true,
  info: true,
  warn: true,
  error: true,
}

function isLogLevel(value: string): value is LogLevel {
  return Object.hasOwn(LOG_LEVELS, value)
}

type Source = Readonly<Record<string, string | undefined>>

/** An empty variable counts as unset, so `PORT= npm start` means the default. */
function read(source: Source, variable: string): string | undefined {
  const value = source[variable]?.trim()
  return value ? value : undefined
}

export function parsePort(source: Source, variable: string, fallback: number): number {
  const raw = read(source, variable)
  if (raw === undefined) return fallback
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new EnvError(variable, `must be an integer from 1 to 65535, got "${raw}"`)
  }
  return port
}

export function parseLogLevel(source: Source): LogLevel {
  const raw = read(source, 'LOG_LEVEL')
  if (raw === undefined) return 'info'
  // LOG_LEVEL is a common, platform-wide name: INFO and warning mean what they say.
  const level = raw.toLowerCase() === 'warning' ? 'warn' : raw.toLowerCase()
  if (!isLogLevel(level)) {
    throw new EnvError(
      'LOG_LEVEL',
      `must be one of ${Object.keys(LOG_LEVELS).join(', ')}, got "${raw}"`,
    )
  }
  return level
}

export function parseEnv(source: Source = process.env, cwd = process.cwd()): ServerEnv {
  const staticDir = read(source, 'STATIC_DIR')
  return {
    port: parsePort(source, 'PORT', 3000),
    host: read(source, 'HOST') ?? '127.0.0.1',
    // A relative STATIC_DIR is the user's, so it is relative to where they ran the command.
    staticDir: staticDir ? path.resolve(cwd, staticDir) : DEFAULT_STATIC_DIR,
    // The listening socket says nothing about TLS behind a proxy; the public origin does.
    https: /^https:\/\//i.test(read(source, 'APP_ORIGIN') ?? ''),
    logLevel: parseLogLevel(source),
  }
}

/** Fails fast when there is no built SPA to serve, with the command that builds one. */
export function assertStaticDir(staticDir: string): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new EnvError(
      'STATIC_DIR',
      `no index.html in ${staticDir}; run npm start (it builds the demo) or point STATIC_DIR at a build`,
    )
  }
}

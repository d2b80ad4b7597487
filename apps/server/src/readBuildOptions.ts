// What a built SPA talks to, as the build wrote it: `security-headers.json` at the root of the
// static dir (the demo's Vite build writes it from the same VITE_* configuration it bakes into
// the bundle, apps/demo/build/securityHeadersFile.ts), so the server always matches the build it
// serves: the Content-Security-Policy's origins, and `analytics`, whether the build sends
// VITE_ANALYTICS events and so whether their sink (POST /api/analytics/event) exists. A build
// without the file, or without the key, gets the strictest: its own origin only, framed by nobody,
// no analytics sink.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { EnvError, type SecurityHeadersOptions, securityHeaders } from '@gatehouse/auth-server'

export const BUILD_SECURITY_FILE = 'security-headers.json'

/** What the build file says: securityHeaders() options, and whether analytics is on. */
export type BuildOptions = {
  securityHeaders: SecurityHeadersOptions
  analytics: boolean
}

const LISTS = ['rpcUrls', 'connectSources', 'safeHostOrigins', 'imageSources'] as const
const STRINGS = ['walletConnectRelayUrl', 'walletConnectVerifyUrl', 'safeGatewayUrl'] as const
const BOOLEANS = ['analytics'] as const
const KEYS: readonly string[] = [...LISTS, ...STRINGS, ...BOOLEANS]

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
}

/** The file's options, checked; a bad file stops the start with its path and the key at fault. */
export function readBuildOptions(staticDir: string): BuildOptions {
  const file = path.join(staticDir, BUILD_SECURITY_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { securityHeaders: {}, analytics: false }
  }
  const fail = (reason: string) => new EnvError('STATIC_DIR', `${file}: ${reason}`)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw fail('is not JSON')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw fail('must be a JSON object')
  const options: Record<string, string | string[]> = {}
  let analytics = false
  for (const [key, value] of Object.entries(data)) {
    if ((LISTS as readonly string[]).includes(key)) {
      if (!isStringList(value)) throw fail(`${key}: must be a list of strings`)
      options[key] = value
    } else if ((STRINGS as readonly string[]).includes(key)) {
      if (typeof value !== 'string') throw fail(`${key}: must be a string`)
      options[key] = value
    } else if ((BOOLEANS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') throw fail(`${key}: must be true or false`)
      analytics = value
    } else {
      throw fail(`${key}: unknown key (expected ${KEYS.join(', ')})`)
    }
  }
  try {
    securityHeaders(options)
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error))
  }
  return { securityHeaders: options, analytics }
}

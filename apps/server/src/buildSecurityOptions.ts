// What a built SPA talks to, as the build wrote it: `security-headers.json` at the root of the
// static dir (the demo's Vite build writes it from the same VITE_* configuration it bakes into
// the bundle), so the policy always matches the build the server serves. A build without one gets
// the strictest policy: its own origin only, framed by nobody.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { EnvError, type SecurityHeadersOptions, securityHeaders } from '@gatehouse/auth-server'

export const BUILD_SECURITY_FILE = 'security-headers.json'

const LISTS = ['rpcUrls', 'connectSources', 'safeHostOrigins', 'imageSources'] as const
const STRINGS = ['walletConnectRelayUrl', 'walletConnectVerifyUrl', 'safeGatewayUrl'] as const

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
}

/** The file's options, checked; a bad file stops the start with its path and the key at fault. */
export function readBuildSecurityOptions(staticDir: string): SecurityHeadersOptions {
  const file = path.join(staticDir, BUILD_SECURITY_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return {}
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
  for (const [key, value] of Object.entries(data)) {
    if ((LISTS as readonly string[]).includes(key)) {
      if (!isStringList(value)) throw fail(`${key}: must be a list of strings`)
    } else if ((STRINGS as readonly string[]).includes(key)) {
      if (typeof value !== 'string') throw fail(`${key}: must be a string`)
    } else {
      throw fail(`${key}: unknown key (expected ${[...LISTS, ...STRINGS].join(', ')})`)
    }
    options[key] = value
  }
  try {
    securityHeaders(options)
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error))
  }
  return options
}

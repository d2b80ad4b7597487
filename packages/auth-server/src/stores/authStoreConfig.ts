// Which AuthStore the handler builds when given a description instead of a store: `memory` (the
// default; this process only) or `redis` with a URL (shared by every instance). From the
// environment: AUTH_STORE and REDIS_URL, validated like the rest of fromEnv. A Redis URL is never
// echoed in a message or a log line, since it may carry a password.
import { EnvError } from '../errors/EnvError'

export type AuthStoreConfig =
  | { kind: 'memory' }
  | {
      kind: 'redis'
      /** `redis://` or `rediss://`, optionally with credentials and a database number. */
      url: string
      /** Namespace of every store key. Default `gatehouse:auth:`. */
      keyPrefix?: string
    }

type Source = Readonly<Record<string, string | undefined>>

export const REDIS_URL_EXAMPLE =
  'such as redis://127.0.0.1:6379 or rediss://user:password@host:6380/0'

/** Whether `url` is a redis:// or rediss:// URL with a host and at most a database number. */
export function isRedisUrl(url: string): boolean {
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {}
  return (
    parsed !== undefined &&
    (parsed.protocol === 'redis:' || parsed.protocol === 'rediss:') &&
    parsed.hostname !== '' &&
    /^(\/\d*)?$/.test(parsed.pathname) &&
    parsed.search === '' &&
    parsed.hash === ''
  )
}

/** AUTH_STORE and REDIS_URL; an empty or blank variable counts as unset. */
export function parseAuthStoreConfig(source: Source): AuthStoreConfig {
  const kind = source.AUTH_STORE?.trim() || 'memory'
  if (kind === 'memory') return { kind }
  if (kind !== 'redis') {
    throw new EnvError('AUTH_STORE', `must be "memory" or "redis", got "${kind}"`)
  }
  const url = source.REDIS_URL?.trim()
  if (!url)
    throw new EnvError('REDIS_URL', `is required when AUTH_STORE=redis, ${REDIS_URL_EXAMPLE}`)
  if (!isRedisUrl(url))
    throw new EnvError('REDIS_URL', `must be a redis:// or rediss:// URL, ${REDIS_URL_EXAMPLE}`)
  return { kind: 'redis', url }
}

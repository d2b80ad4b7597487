// The ioredis client the handler makes for a `{ kind: 'redis', url }` store. It connects lazily, on
// the first command, so building a handler at module load (a Next.js route during `next build`)
// opens no connection. It fails fast while Redis is unreachable (requests answer 503 within about
// two seconds instead of queueing) and reconnects by itself. Connection errors are logged once per
// outage, by code only (never the URL: it may carry a password).
import { Redis } from 'ioredis'
import type { Logger } from '../http/logger'

export function createRedisClient(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  })
  let down = false
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return
    down = true
    logger({ level: 'warn', event: 'redis_unavailable', error: error.code ?? error.name })
  })
  redis.on('ready', () => {
    if (down) logger({ level: 'info', event: 'redis_available' })
    down = false
  })
  return redis
}

/** Closes a client politely; one that never connected (lazy) is just dropped. */
export async function closeRedisClient(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') {
    redis.disconnect()
    return
  }
  await redis.quit().catch(() => redis.disconnect())
}

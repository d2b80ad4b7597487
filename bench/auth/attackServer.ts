// The server under attack, in a child process of its own (bench/auth/attack.ts forks it), so the
// load generators' work does not share its event loop: Gatehouse's own server (createApp) with
// the package's default limits, behind one trusted proxy hop (AUTH_TRUSTED_PROXIES=1: the
// X-Forwarded-For entry the "proxy" appends is the client), on the store BENCH_STORE names.
// It reports its heap to the parent every HEAP_SAMPLE_MS and stops on the parent's 'stop'.
import { createApp } from '@gatehouse/server'
import { parseAuthConfig } from '@gatehouse/server/auth'
import { listen } from '@gatehouse/server/listen'
import { silentLogger } from '@gatehouse/server/logger'

const HEAP_SAMPLE_MS = 100
const HOST = '127.0.0.1'

export type AttackServerMessage =
  | { type: 'listening'; url: string }
  | { type: 'heap'; heapUsed: number }

async function main() {
  const port = Number(process.env.BENCH_PORT)
  const store = process.env.BENCH_STORE === 'redis' ? 'redis' : 'memory'
  const config = parseAuthConfig({
    APP_ORIGIN: `http://${HOST}:${port}`,
    AUTH_INSECURE_LOCAL_COOKIE: 'true',
    AUTH_TRUSTED_PROXIES: '1',
    AUTH_STORE: store,
    ...(store === 'redis' ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  })
  if (!config) throw new Error('setup: no auth config')
  const app = createApp({ auth: { config }, logger: silentLogger })
  const server = await listen(app, { port, host: HOST, portVariable: 'BENCH_PORT' })
  const send = (message: AttackServerMessage) => process.send?.(message)
  send({ type: 'listening', url: server.url })
  const timer = setInterval(
    () => send({ type: 'heap', heapUsed: process.memoryUsage().heapUsed }),
    HEAP_SAMPLE_MS,
  )
  process.on('message', (message) => {
    if (message !== 'stop') return
    clearInterval(timer)
    void server.close().then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})

// The server under test: in this process on loopback, rate limits and store caps raised out of
// the way, silent logger. The default port taken, any free one will do.
import { createApp } from '@gatehouse/server'
import { parseAuthConfig } from '@gatehouse/server/auth'
import { parsePort } from '@gatehouse/server/env'
import { listen } from '@gatehouse/server/listen'
import { silentLogger } from '@gatehouse/server/logger'
import { AUTH_ROUTES } from '@gatehouse/siwe'
import { freePort } from './freePort'
import { DEFAULT_PORT, HOST } from './settings'

const COOKIE_NAME = 'sid' // the insecure local cookie's name (no __Host- prefix over plain http)

/** The session cookie a response set, as a `cookie` header value. */
export function cookieFrom(res: Response): string {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const [name, value] = pair.split('=')
    if (name === COOKIE_NAME && value) return `${COOKIE_NAME}=${value}`
  }
  throw new Error(`setup: ${AUTH_ROUTES.nonce} set no ${COOKIE_NAME} cookie`)
}

async function startServer(port: number) {
  const config = parseAuthConfig({
    APP_ORIGIN: `http://${HOST}:${port}`,
    AUTH_INSECURE_LOCAL_COOKIE: 'true',
    AUTH_MAX_OUTSTANDING_NONCES: '10000000',
    AUTH_MAX_SESSIONS: '10000000',
    AUTH_RATE_NONCE_PER_IP: '999999999/1',
    AUTH_RATE_NONCE_PER_SESSION: '999999999/1',
    AUTH_RATE_VERIFY_PER_IP: '999999999/1',
    AUTH_RATE_VERIFY_PER_SESSION: '999999999/1',
  })
  if (!config) throw new Error('setup: no auth config')
  const app = createApp({ auth: { config }, logger: silentLogger })
  const server = await listen(app, { port, host: HOST, portVariable: 'BENCH_AUTH_PORT' })
  return { server, config }
}

/** Starts the server on BENCH_AUTH_PORT (default 4320, or any free port if that one is taken). */
export async function startBenchServer() {
  const explicit = Boolean(process.env.BENCH_AUTH_PORT?.trim())
  const port = parsePort(process.env, 'BENCH_AUTH_PORT', DEFAULT_PORT)
  try {
    return await startServer(port)
  } catch (error) {
    // The default port taken: any free one will do. A port the user chose is theirs to fix.
    if (explicit || !(error instanceof Error) || error.name !== 'PortInUseError') throw error
    return startServer(await freePort(HOST))
  }
}

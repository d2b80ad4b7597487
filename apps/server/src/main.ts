// `npm start -w @gatehouse/server`: serves a built demo and the API on HOST:PORT; the auth routes
// too when APP_ORIGIN is set (see @gatehouse/auth-server's README for their variables).
import { createAuthHandler, createJsonLogger } from '@gatehouse/auth-server'
import { createApp } from './app'
import { parseAuthConfig } from './authConfig'
import { assertStaticDir, parseEnv } from './env'
import { listen } from './listen'
import { socketClientIp } from './mountAuth'

try {
  const env = parseEnv()
  const auth = parseAuthConfig(process.env)
  assertStaticDir(env.staticDir)
  const logger = createJsonLogger()
  // Built here rather than in createApp so its Redis client (if any) is closed on exit.
  const handler = auth
    ? createAuthHandler({ ...auth, logger, clientIp: socketClientIp })
    : undefined
  const app = createApp({ staticDir: env.staticDir, ...(handler ? { auth: handler } : {}), logger })
  const server = await listen(app, env)
  console.log(`Gatehouse server listening on ${server.url} (serving ${env.staticDir})`)
  console.log(
    auth
      ? `Sign-In with Ethereum enabled for ${auth.appOrigin} (${auth.store.kind} store)`
      : 'Sign-In with Ethereum disabled (set APP_ORIGIN to enable it)',
  )
  const stop = () => {
    Promise.all([server.close(), handler?.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

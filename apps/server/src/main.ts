// `npm start -w @gatehouse/server`: serves a built demo and the API on HOST:PORT; the auth routes
// too when APP_ORIGIN is set (see @gatehouse/auth-server's README for their variables). A sign-in
// variable without APP_ORIGIN stops it (authConfig.ts); without either, one line says sign-in is off.
import { type AuthHandler, createAuthHandler, createJsonLogger } from '@gatehouse/auth-server'
import { createApp } from './app'
import { authStartupLine, parseAuthConfig } from './authConfig'
import { assertStaticDir, parseEnv } from './env'
import { listen } from './listen'
import { assertNotLocalStackInProduction } from './localStackBuild'
import { trustedClientIp } from './mountAuth'

try {
  const env = parseEnv()
  const auth = parseAuthConfig(process.env)
  assertStaticDir(env.staticDir)
  assertNotLocalStackInProduction(env.staticDir, env.https)
  const logger = createJsonLogger({ level: env.logLevel })
  // Built here rather than in createApp so its Redis client (if any) is closed on exit.
  let handler: AuthHandler | undefined
  if (auth) {
    const { trustedProxies, ...options } = auth
    handler = createAuthHandler({ ...options, logger, clientIp: trustedClientIp(trustedProxies) })
  }
  const app = createApp({
    staticDir: env.staticDir,
    ...(handler ? { auth: handler, trustedProxies: auth?.trustedProxies ?? 'none' } : {}),
    logger,
    https: env.https,
  })
  const server = await listen(app, env)
  console.log(`Gatehouse server listening on ${server.url} (serving ${env.staticDir})`)
  console.log(authStartupLine(auth))
  const stop = () => {
    Promise.all([server.close(), handler?.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

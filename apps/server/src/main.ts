// `npm start -w @gatehouse/server`: serves a built demo and the API on HOST:PORT; the auth routes
// too when APP_ORIGIN is set (see auth/authConfig.ts for their variables).
import { createApp } from './app'
import { parseAuthConfig } from './auth/authConfig'
import { createConfiguredStore, parseAuthStoreConfig } from './auth/authStoreConfig'
import { createJsonLogger } from './auth/logger'
import { assertStaticDir, parseEnv } from './env'
import { listen } from './listen'

try {
  const env = parseEnv()
  const auth = parseAuthConfig(process.env)
  const storeConfig = auth ? parseAuthStoreConfig(process.env) : undefined
  assertStaticDir(env.staticDir)
  const logger = createJsonLogger()
  const stores = auth && storeConfig ? createConfiguredStore(storeConfig, auth, logger) : undefined
  const app = createApp({
    staticDir: env.staticDir,
    ...(auth
      ? {
          auth: {
            config: auth,
            ...(stores?.store ? { store: stores.store } : {}),
            ...(stores?.limits ? { limits: stores.limits } : {}),
          },
        }
      : {}),
    logger,
  })
  const server = await listen(app, env)
  console.log(`Gatehouse server listening on ${server.url} (serving ${env.staticDir})`)
  console.log(
    auth
      ? `Sign-In with Ethereum enabled for ${auth.appOrigin} (${storeConfig?.kind} store)`
      : 'Sign-In with Ethereum disabled (set APP_ORIGIN to enable it)',
  )
  const stop = () => {
    Promise.all([server.close(), stores?.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

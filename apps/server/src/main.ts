// `npm start -w @gatehouse/server`: serves a built demo and the API on HOST:PORT.
import { createApp } from './app'
import { assertStaticDir, parseEnv } from './env'
import { listen } from './listen'

try {
  const env = parseEnv()
  assertStaticDir(env.staticDir)
  const server = await listen(createApp({ staticDir: env.staticDir }), env)
  console.log(`Gatehouse server listening on ${server.url} (serving ${env.staticDir})`)
  const stop = () => {
    server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

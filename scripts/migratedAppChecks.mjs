// What `npm run test:migrate` (scripts/testMigrate.mjs) and `npm test`'s migrated-apps stage
// (scripts/testMigratedApps.mjs) run the same way on one of RainbowKit's example apps: the browser
// test (packages/migrate/scripts/browser) on its built app, served on APP_URL. (Their `tsc` of the
// migrated apps is scripts/typecheckApps.mjs.)
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './workPaths.mjs'

const BROWSER_CONFIG = path.join(ROOT, 'packages/migrate/scripts/browser/playwright.config.ts')
/** The app's port; the browser test's anvils listen from 4650 (its portBase). */
export const APP_PORT = 4660
export const APP_URL = `http://127.0.0.1:${APP_PORT}`

/** The chains the apps use: their public RPC URLs (from the install's viem) go to the anvils. */
const CHAIN_NAMES = ['mainnet', 'polygon', 'optimism', 'arbitrum', 'base', 'sepolia']

/** Chain id → the public RPC URLs of the chains as the viem `from` resolves has them. */
export async function rpcUrlsFrom(from) {
  const require = createRequire(path.join(from, 'package.json'))
  const chains = await import(pathToFileURL(require.resolve('viem/chains')).href)
  return Object.fromEntries(
    CHAIN_NAMES.map((name) => [chains[name].id, [...chains[name].rpcUrls.default.http]]),
  )
}

/**
 * Serves the built app (`serve`: [command, args], run in `dir`) on APP_URL and runs the browser
 * test on it: `{ ok, seconds, output? }`. `report`, when given, is where Playwright writes its
 * JSON report.
 */
export async function runInBrowser({ app, dir, kind, serve, env = {}, rpcUrls, report }) {
  const [command, serveArgs] = serve
  const server = spawn(command, serveArgs, {
    cwd: dir,
    env: {
      ...process.env,
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let served = ''
  server.stdout.on('data', (chunk) => {
    served += chunk
  })
  server.stderr.on('data', (chunk) => {
    served += chunk
  })
  const started = Date.now()
  try {
    if (!(await answers(APP_URL, 60_000)))
      return { ok: false, seconds: 0, output: `the app did not answer on ${APP_URL}:\n${served}` }
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/playwright'),
      ['test', '-c', BROWSER_CONFIG],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          EXAMPLE_APP_URL: APP_URL,
          EXAMPLE_APP: app,
          EXAMPLE_KIT: kind,
          EXAMPLE_RPC_URLS: JSON.stringify(rpcUrls),
          ...(report ? { EXAMPLE_REPORT: report } : {}),
        },
      },
    )
    const seconds = Math.round((Date.now() - started) / 1000)
    const ok = run.status === 0
    console.log(`${ok ? '✓' : '✗'} ${app} (${kind}): browser test (${seconds} s)`)
    return {
      ok,
      seconds,
      ...(ok ? {} : { output: `${run.stdout}${run.stderr}\n${served}`.slice(-6000) }),
    }
  } finally {
    // The server and whatever it started (Next's worker): its own process group. Its end is
    // awaited, so the next app finds the port free.
    const closed = new Promise((resolve) => server.once('close', resolve))
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    if (server.exitCode === null && server.signalCode === null) await closed
  }
}

/** Whether `url` answers any HTTP status within `ms` (the server's start-up). */
async function answers(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return true
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return false
}

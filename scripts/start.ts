// `npm start`: the whole local stack on 127.0.0.1 — one anvil per demo chain, the demo built
// against them, and the server serving it. Ports are checked before the (slow) build so a taken
// port fails at once; Ctrl-C or SIGTERM stops every process this script started.
// `npm run dev` (--dev, run with the `@gatehouse/source` condition): the same chains and server, and
// in place of the build the demo's dev server over the workspace packages' sources (scripts/dev.ts);
// the server then serves only the API, on a port of its own, which the dev server forwards to.
import { parsePort } from '@gatehouse/server/env'
import type { RunningServer } from '@gatehouse/server/listen'
import type { LocalChains } from '@gatehouse/testkit'
import {
  assertPortsFree,
  chainName,
  DEMO_CHAIN_IDS,
  TESTNET_CHAIN_ID,
} from '@gatehouse/testkit/config'
import type { ViteDevServer } from 'vite'

const HOST = '127.0.0.1'
const OUT_DIR = 'apps/demo/dist-local'
const DEV = process.argv.includes('--dev')

let chainsStarting: Promise<LocalChains> | undefined
let server: RunningServer | undefined
let devServer: ViteDevServer | undefined

async function start() {
  const port = parsePort(process.env, 'PORT', 3000)
  const portBase = parsePort(process.env, 'RPC_PORT_BASE', 8545)
  const enableTestnets = process.env.VITE_ENABLE_TESTNETS === 'true'
  const chainIds = enableTestnets ? [...DEMO_CHAIN_IDS, TESTNET_CHAIN_ID] : [...DEMO_CHAIN_IDS]
  const chainPorts = chainIds.map((chainId, i) => ({ chainId, port: portBase + i }))
  if (portBase + chainIds.length - 1 > 65535) {
    throw new Error(`RPC_PORT_BASE: ${portBase} leaves no room for ${chainIds.length} chains`)
  }

  await assertPortsFree([
    { port, variable: 'PORT' },
    ...chainPorts.map(({ chainId, port }) => ({ chainId, port, variable: 'RPC_PORT_BASE' })),
  ])

  // Loaded only now: Vite and viem take seconds to import, and a taken port should not wait.
  const [{ buildDemo }, { startChains }, { createApp }, { listen }, { parseAuthConfig }] =
    await Promise.all([
      import('./buildDemo'),
      import('@gatehouse/testkit'),
      import('@gatehouse/server'),
      import('@gatehouse/server/listen'),
      import('@gatehouse/server/auth'),
    ])
  // Sign-in routes for the demo's toggle; the local stack serves plain http on loopback, so the
  // session cookie cannot be Secure (the server allows that only for a loopback origin).
  // Contract wallets verify on the local anvils unless AUTH_RPC_URL_<chainId> says otherwise.
  const auth = parseAuthConfig({
    ...Object.fromEntries(
      chainPorts.map(({ chainId, port }) => [`AUTH_RPC_URL_${chainId}`, `http://${HOST}:${port}`]),
    ),
    ...process.env,
    APP_ORIGIN: process.env.APP_ORIGIN || `http://${HOST}:${port}`,
    AUTH_INSECURE_LOCAL_COOKIE: process.env.AUTH_INSECURE_LOCAL_COOKIE || 'true',
  })

  const started = Date.now()
  const rpcUrls = new Map(
    chainPorts.map(({ chainId, port }) => [chainId, `http://${HOST}:${port}`]),
  )
  if (!DEV) console.log('Building the demo for the local stack…')
  const staticDir = DEV ? undefined : await buildDemo({ outDir: OUT_DIR, rpcUrls })

  chainsStarting = startChains({ chainIds, portBase, host: HOST, portVariable: 'RPC_PORT_BASE' })
  const { chains } = await chainsStarting
  const app = createApp({
    ...(staticDir ? { staticDir } : {}),
    ...(auth ? { auth: { config: auth } } : {}),
  })
  // Under --dev the page's port is the dev server's; the API takes any free port beside it.
  server = await listen(app, { port: DEV ? 0 : port, host: HOST, portVariable: 'PORT' })
  if (DEV) {
    const { startDemoDevServer } = await import('./dev')
    devServer = await startDemoDevServer({ port, host: HOST, rpcUrls, apiUrl: server.url })
  }
  const url = DEV ? `http://${HOST}:${port}` : server.url

  console.log(
    `\nGatehouse demo${DEV ? " (dev server, the packages' sources)" : ''}: ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  )
  for (const chain of chains) {
    console.log(
      `  ${chainName(chain.chainId).padEnd(16)} id ${String(chain.chainId).padEnd(9)} ${chain.rpcUrl}`,
    )
  }
  console.log('\nPress Ctrl-C to stop.')
}

/** Stops what was started (server, then every anvil by PID), including a start still in flight. */
async function stopAll() {
  await devServer?.close()
  await server?.close()
  const chains = await chainsStarting?.catch(() => undefined)
  await chains?.stop()
}

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  await stopAll()
  process.exit(code)
}

process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))

try {
  await start()
} catch (error) {
  console.error(
    `\nnpm ${DEV ? 'run dev' : 'start'} failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  await shutdown(1)
}

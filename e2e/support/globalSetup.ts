// Playwright global setup: the demo built against local chains (vite build, not the dev server:
// faster per test, no re-optimisation reloads), the WalletConnect relay, and one stack per worker
// (its chains and the servers serving both builds; support/ports.ts says why). Returns the
// teardown, which stops everything it started.
import { createApp } from '@gatehouse/server'
import { parseAuthConfig } from '@gatehouse/server/auth'
import { listen, type RunningServer } from '@gatehouse/server/listen'
import { assertPortsFree, type LocalChains, startChains } from '@gatehouse/testkit'
import { startRelay } from '@gatehouse/testkit/walletconnect'
import type { FullConfig } from '@playwright/test'
import { buildE2eDemos, E2E_OUT_DIR, E2E_WC_OUT_DIR, e2eDemosBuilt } from './buildE2eDemos'
import {
  E2E_APP_PORT_VARIABLE,
  E2E_CHAIN_IDS,
  E2E_HOST,
  E2E_RELAY_PORT,
  E2E_RPC_PORT_BASE_VARIABLE,
  e2eStackPorts,
} from './ports'

// Every page of a worker's tests reaches its servers from 127.0.0.1: one client address for what
// would be hundreds of visitors. The servers' per-address limits (the sign-in routes' and the
// analytics sink's, 30 a minute by default) would then be limits on the whole suite, met sooner
// the faster the machine: a page that did nothing wrong got a 429. The limits themselves are
// tested where they are built (auth-server's rate limit tests, analyticsRoute.test.ts).
const LOOPBACK_PER_IP_RATES = {
  AUTH_RATE_NONCE_PER_IP: '100000/60',
  AUTH_RATE_VERIFY_PER_IP: '100000/60',
  AUTH_RATE_CONTRACT_PER_IP: '100000/60',
}
const LOOPBACK_ANALYTICS_RATE = { points: 100_000, windowMs: 60_000 }

type Stack = { chains: LocalChains; server?: RunningServer; wcServer?: RunningServer }

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const startedAt = Date.now()
  const workers = Array.from({ length: config.workers }, (_, index) => e2eStackPorts(index))
  // Before the build, so a stale stack from an aborted run fails in milliseconds.
  await assertPortsFree([
    { port: E2E_RELAY_PORT, variable: 'E2E_RELAY_PORT' },
    ...workers.flatMap((ports) => [
      { port: ports.app, variable: E2E_APP_PORT_VARIABLE },
      { port: ports.wcApp, variable: 'E2E_WC_APP_PORT' },
      ...E2E_CHAIN_IDS.map((chainId, i) => ({
        chainId,
        port: ports.rpcBase + i,
        variable: E2E_RPC_PORT_BASE_VARIABLE,
      })),
    ]),
  ])

  // E2E_REUSE_BUILD=1 skips the build when iterating on tests, not on the app; `npm test` sets
  // it after its own "build e2e demos" stage.
  const reuse = process.env.E2E_REUSE_BUILD === '1' && e2eDemosBuilt()
  if (!reuse) await buildE2eDemos()

  const stacks: Stack[] = []
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined
  const stopAll = async () => {
    await Promise.all(
      stacks
        .flatMap((stack) => [stack.server?.close(), stack.wcServer?.close()])
        .concat(relay?.close()),
    )
    await Promise.all(stacks.map((stack) => stack.chains.stop()))
  }
  try {
    relay = await startRelay({
      port: E2E_RELAY_PORT,
      host: E2E_HOST,
      portVariable: 'E2E_RELAY_PORT',
    })
    // allSettled: every stack has started or failed before a failure stops them all.
    const started = await Promise.allSettled(
      workers.map(async (ports) => {
        const stack: Stack = {
          chains: await startChains({
            chainIds: E2E_CHAIN_IDS,
            portBase: ports.rpcBase,
            host: E2E_HOST,
            portVariable: E2E_RPC_PORT_BASE_VARIABLE,
          }),
        }
        stacks.push(stack)
        // The real auth routes on both builds' servers, each for its own origin: the sign-in
        // specs, and one-prompt sign-in over WalletConnect (walletconnect.spec.ts). A plain
        // cookie: the app is served over http; contract wallets verify on this worker's chains
        // (URLs for chains outside the sign-in set are unused).
        const authFor = (port: number) => {
          const config = parseAuthConfig({
            APP_ORIGIN: `http://${E2E_HOST}:${port}`,
            AUTH_INSECURE_LOCAL_COOKIE: 'true',
            ...LOOPBACK_PER_IP_RATES,
            ...Object.fromEntries(
              stack.chains.chains.map((chain) => [`AUTH_RPC_URL_${chain.chainId}`, chain.rpcUrl]),
            ),
          })
          return config ? { auth: { config } } : {}
        }
        stack.server = await listen(
          createApp({
            staticDir: E2E_OUT_DIR,
            analyticsRate: LOOPBACK_ANALYTICS_RATE,
            ...authFor(ports.app),
          }),
          {
            port: ports.app,
            host: E2E_HOST,
            portVariable: E2E_APP_PORT_VARIABLE,
          },
        )
        stack.wcServer = await listen(
          createApp({
            staticDir: E2E_WC_OUT_DIR,
            analyticsRate: LOOPBACK_ANALYTICS_RATE,
            ...authFor(ports.wcApp),
          }),
          { port: ports.wcApp, host: E2E_HOST, portVariable: 'E2E_WC_APP_PORT' },
        )
      }),
    )
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
  } catch (error) {
    // Nothing this setup started is left running.
    await stopAll()
    throw error
  }
  const described = stacks
    .map(
      ({ chains, server, wcServer }) =>
        `chains (pids ${chains.chains.map((chain) => chain.pid).join(', ')}), app ${server?.url} and ${wcServer?.url}`,
    )
    .join('; ')
  console.log(
    `[e2e] ${reuse ? 'reused build' : 'built demo'}, relay ${relay.url}, ${stacks.length} stack(s): ${described} in ${Date.now() - startedAt} ms`,
  )
  return stopAll
}

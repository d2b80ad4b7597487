// Playwright global setup: local chains, the demo built against them (vite build, not the dev
// server: faster per test, no re-optimisation reloads), and the server serving it. Returns the
// teardown, which stops everything it started.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createApp } from '@gatehouse/server'
import { parseAuthConfig } from '@gatehouse/server/auth'
import { listen, type RunningServer } from '@gatehouse/server/listen'
import { assertPortsFree, type LocalChains, startChains } from '@gatehouse/testkit'
import { startRelay } from '@gatehouse/testkit/walletconnect'
import { buildDemo, REPO_ROOT } from '../../scripts/buildDemo'
import {
  E2E_APP_PORT,
  E2E_APP_PORT_VARIABLE,
  E2E_CHAIN_IDS,
  E2E_HOST,
  E2E_RELAY_PORT,
  E2E_RELAY_URL,
  E2E_RPC_PORT_BASE,
  E2E_RPC_PORT_BASE_VARIABLE,
  E2E_RPC_URLS,
  E2E_SAFE_GATEWAY_URL,
  E2E_SAFE_HOST_URL,
  E2E_WC_APP_PORT,
  E2E_WC_PROJECT_ID,
} from './ports'

const OUT_DIR = path.join(REPO_ROOT, 'apps/demo/dist-e2e')
// The same demo with WalletConnect configured, for walletconnect.spec.ts, and with analytics on,
// for analytics.spec.ts.
const WC_OUT_DIR = path.join(REPO_ROOT, 'apps/demo/dist-e2e-wc')

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now()
  // Before the build, so a stale stack from an aborted run fails in milliseconds.
  await assertPortsFree([
    { port: E2E_APP_PORT, variable: E2E_APP_PORT_VARIABLE },
    { port: E2E_WC_APP_PORT, variable: 'E2E_WC_APP_PORT' },
    { port: E2E_RELAY_PORT, variable: 'E2E_RELAY_PORT' },
    ...E2E_CHAIN_IDS.map((chainId, i) => ({
      chainId,
      port: E2E_RPC_PORT_BASE + i,
      variable: E2E_RPC_PORT_BASE_VARIABLE,
    })),
  ])

  // E2E_REUSE_BUILD=1 skips the build when iterating on tests, not on the app.
  const reuse =
    process.env.E2E_REUSE_BUILD === '1' &&
    existsSync(path.join(OUT_DIR, 'index.html')) &&
    existsSync(path.join(WC_OUT_DIR, 'index.html'))
  if (!reuse) {
    const rpcUrls = new Map(Object.entries(E2E_RPC_URLS).map(([id, url]) => [Number(id), url]))
    const env = {
      VITE_ENABLE_TESTNETS: 'false',
      VITE_POLLING_INTERVAL_MS: '250',
      // safe.spec.ts frames the demo in the Safe test host.
      VITE_SAFE_ALLOWED_DOMAINS: E2E_SAFE_HOST_URL,
    }
    await buildDemo({ outDir: OUT_DIR, rpcUrls, env })
    await buildDemo({
      outDir: WC_OUT_DIR,
      rpcUrls,
      env: {
        ...env,
        VITE_WALLETCONNECT_PROJECT_ID: E2E_WC_PROJECT_ID,
        VITE_WALLETCONNECT_RELAY_URL: E2E_RELAY_URL,
        // walletconnect.spec.ts tracks a Safe reached through WalletConnect at the gateway stand-in.
        VITE_SAFE_GATEWAY_URL: E2E_SAFE_GATEWAY_URL,
        // analytics.spec.ts: this build also has analytics on (the main build has it off), so the
        // suite builds the demo twice, not three times.
        VITE_ANALYTICS: '1',
      },
    })
  }

  const chains: LocalChains = await startChains({
    chainIds: E2E_CHAIN_IDS,
    portBase: E2E_RPC_PORT_BASE,
    host: E2E_HOST,
    portVariable: E2E_RPC_PORT_BASE_VARIABLE,
  })
  let server: RunningServer | undefined
  let wcServer: RunningServer | undefined
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined
  try {
    relay = await startRelay({
      port: E2E_RELAY_PORT,
      host: E2E_HOST,
      portVariable: 'E2E_RELAY_PORT',
    })
    // The real auth routes, for the sign-in specs (a plain cookie: the app is served over http);
    // contract wallets verify on the local chains (URLs for chains outside the sign-in set are
    // unused).
    const auth = parseAuthConfig({
      APP_ORIGIN: `http://${E2E_HOST}:${E2E_APP_PORT}`,
      AUTH_INSECURE_LOCAL_COOKIE: 'true',
      ...Object.fromEntries(
        chains.chains.map((chain) => [`AUTH_RPC_URL_${chain.chainId}`, chain.rpcUrl]),
      ),
    })
    server = await listen(
      createApp({ staticDir: OUT_DIR, ...(auth ? { auth: { config: auth } } : {}) }),
      {
        port: E2E_APP_PORT,
        host: E2E_HOST,
        portVariable: E2E_APP_PORT_VARIABLE,
      },
    )
    wcServer = await listen(createApp({ staticDir: WC_OUT_DIR }), {
      port: E2E_WC_APP_PORT,
      host: E2E_HOST,
      portVariable: 'E2E_WC_APP_PORT',
    })
  } catch (error) {
    // Nothing this setup started is left running.
    await Promise.all([server?.close(), wcServer?.close(), relay?.close()])
    await chains.stop()
    throw error
  }
  const pids = chains.chains.map((chain) => chain.pid).join(', ')
  console.log(
    `[e2e] ${reuse ? 'reused build' : 'built demo'}, ${chains.chains.length} chains (pids ${pids}), app ${server.url} and ${wcServer.url} (WalletConnect, relay ${relay.url}) in ${Date.now() - started} ms`,
  )

  return async () => {
    await Promise.all([server?.close(), wcServer?.close(), relay?.close()])
    await chains.stop()
  }
}

// The two demo builds the e2e suite serves, against the e2e chains (worker 0's URLs; the fixtures
// send a later worker's requests to its own chains): one with WalletConnect off
// (most specs) and one with WalletConnect, the Safe gateway stand-in and analytics on
// (walletconnect.spec.ts, analytics.spec.ts). The RPC URLs, the polling interval and those
// switches are read at build time, so they are two builds, not one. `npm test` builds them in a
// stage of their own (scripts/buildE2eDemos.ts) while other stages run; the global setup builds
// them only when run without that stage.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildDemo, REPO_ROOT } from '../../scripts/buildDemo'
import {
  E2E_BUILD_RPC_URLS,
  E2E_RELAY_URL,
  E2E_SAFE_GATEWAY_URL,
  E2E_SAFE_HOST_URL,
  E2E_WC_PROJECT_ID,
} from './ports'

export const E2E_OUT_DIR = path.join(REPO_ROOT, 'apps/demo/dist-e2e')
export const E2E_WC_OUT_DIR = path.join(REPO_ROOT, 'apps/demo/dist-e2e-wc')

/** Both builds are on disk (E2E_REUSE_BUILD=1 then skips building them again). */
export function e2eDemosBuilt(): boolean {
  return [E2E_OUT_DIR, E2E_WC_OUT_DIR].every((dir) => existsSync(path.join(dir, 'index.html')))
}

export async function buildE2eDemos(): Promise<void> {
  const rpcUrls = new Map(Object.entries(E2E_BUILD_RPC_URLS).map(([id, url]) => [Number(id), url]))
  const env = {
    VITE_ENABLE_TESTNETS: 'false',
    VITE_POLLING_INTERVAL_MS: '250',
    // safe.spec.ts frames the demo in the Safe test host.
    VITE_SAFE_ALLOWED_DOMAINS: E2E_SAFE_HOST_URL,
  }
  await buildDemo({ outDir: E2E_OUT_DIR, rpcUrls, env })
  await buildDemo({
    outDir: E2E_WC_OUT_DIR,
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

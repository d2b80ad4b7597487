// Where the e2e stack listens: apart from `npm start` (3000, 8545+) so both can run at once.
// Overridable by environment for machines where these ports are taken.
import { DEMO_CHAIN_IDS, TESTNET_CHAIN_ID } from '@gatehouse/testkit/config'

export const E2E_HOST = '127.0.0.1'

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable]
  if (!raw) return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable}: must be an integer from 1 to 65535, got "${raw}"`)
  }
  return port
}

export const E2E_RPC_PORT_BASE_VARIABLE = 'E2E_RPC_PORT_BASE'
export const E2E_APP_PORT_VARIABLE = 'E2E_APP_PORT'
const RPC_PORT_BASE = portFrom(E2E_RPC_PORT_BASE_VARIABLE, 4201)
const APP_PORT = portFrom(E2E_APP_PORT_VARIABLE, 4210)
const WC_APP_PORT = portFrom('E2E_WC_APP_PORT', 4211)

/**
 * The suite runs on E2E_WORKERS Playwright workers (default 2), each against a stack of its own:
 * its own chains (tests snapshot and revert them) and its own two demo servers, on the ports
 * above plus e2eWorkerPortOffset(index). The relay is shared (every session
 * has topics of its own). The demo builds name worker 0's RPC URLs; the fixtures send a later
 * worker's page requests for them to that worker's chains (support/fixtures.ts).
 */
export const E2E_WORKERS = (() => {
  const raw = process.env.E2E_WORKERS
  // Two on two cores. A third made no run shorter (a fresh clone: 462 s against 448 s): the
  // tests' own time grew by half (1,197 s against 810 s), as the browsers' CPU, which the
  // stage's CPU figure misses, already fills both cores.
  if (!raw) return 2
  const workers = Number(raw)
  if (!Number.isInteger(workers) || workers < 1 || workers > 8)
    throw new Error(`E2E_WORKERS: must be an integer from 1 to 8, got "${raw}"`)
  return workers
})()
export const E2E_WORKER_PORT_STRIDE = 100
/**
 * Worker `index`'s ports are the ports above plus this: 0, 100, then 400, 500… Workers 2 and on
 * skip 4401-4599, where the examples' apps and chains (4410-4432) listen beside the e2e suite
 * (and the test kit's and Vitest's own servers before it).
 */
export function e2eWorkerPortOffset(index: number): number {
  return E2E_WORKER_PORT_STRIDE * (index < 2 ? index : index + 2)
}
/** This process's worker (Playwright's parallel index, reused when a worker restarts); 0 outside. */
export const E2E_WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * walletconnectOfficialDapp.spec.ts's page (the official dapp SDK, support/officialDappPage.ts),
 * served by that spec alone: one per worker, offset like the stacks.
 */
export const E2E_WC_OFFICIAL_DAPP_PORT =
  portFrom('E2E_WC_OFFICIAL_DAPP_PORT', 4212) + e2eWorkerPortOffset(E2E_WORKER_INDEX)

/** The ports of worker `index`'s stack. */
export function e2eStackPorts(index: number) {
  const offset = e2eWorkerPortOffset(index)
  return { rpcBase: RPC_PORT_BASE + offset, app: APP_PORT + offset, wcApp: WC_APP_PORT + offset }
}
const ports = e2eStackPorts(E2E_WORKER_INDEX)

export const E2E_RPC_PORT_BASE = ports.rpcBase
export const E2E_APP_PORT = ports.app
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_APP_PORT}`
/** The demo built with WalletConnect configured (a project id and the local relay). */
export const E2E_WC_APP_PORT = ports.wcApp
export const E2E_WC_BASE_URL = `http://${E2E_HOST}:${E2E_WC_APP_PORT}`
/** The origins of both demo builds: the app under test. */
export const E2E_APP_ORIGINS: readonly string[] = [E2E_BASE_URL, E2E_WC_BASE_URL].map(
  (url) => new URL(url).origin,
)
export const E2E_RELAY_PORT = portFrom('E2E_RELAY_PORT', 4230)
export const E2E_RELAY_URL = `ws://${E2E_HOST}:${E2E_RELAY_PORT}`
/**
 * The Safe host page (a stand-in for Safe{Wallet}, framing the demo) and its gateway stand-in,
 * started by safe.spec.ts (one file, so one worker at a time). The builds name both.
 */
export const E2E_SAFE_HOST_PORT = portFrom('E2E_SAFE_HOST_PORT', 4240)
export const E2E_SAFE_HOST_URL = `http://${E2E_HOST}:${E2E_SAFE_HOST_PORT}`
export const E2E_SAFE_GATEWAY_PORT = portFrom('E2E_SAFE_GATEWAY_PORT', 4241)
export const E2E_SAFE_GATEWAY_URL = `http://${E2E_HOST}:${E2E_SAFE_GATEWAY_PORT}`
/** Any non-empty id: the local relay does not check it. */
export const E2E_WC_PROJECT_ID = 'e2e0local0relay0project0id000000'

/**
 * The demo's chains plus Sepolia. The e2e build leaves testnets off, so Sepolia is a chain the
 * wallet can be on while the demo does not support it (wrong-network flows).
 */
export const E2E_CHAIN_IDS: readonly number[] = [...DEMO_CHAIN_IDS, TESTNET_CHAIN_ID]

/** chain id -> worker `index`'s local RPC URL; chain i listens on its RPC port base + i. */
export function e2eRpcUrls(index: number): Readonly<Record<number, string>> {
  const { rpcBase } = e2eStackPorts(index)
  return Object.fromEntries(
    E2E_CHAIN_IDS.map((chainId, i) => [chainId, `http://${E2E_HOST}:${rpcBase + i}`]),
  )
}

/** chain id -> this worker's local RPC URL. */
export const E2E_RPC_URLS: Readonly<Record<number, string>> = e2eRpcUrls(E2E_WORKER_INDEX)
/** chain id -> the RPC URL the demo builds name (worker 0's). */
export const E2E_BUILD_RPC_URLS: Readonly<Record<number, string>> = e2eRpcUrls(0)

export function e2eRpcUrl(chainId: number): string {
  const url = E2E_RPC_URLS[chainId]
  if (!url) throw new Error(`no local e2e chain ${chainId} (have ${E2E_CHAIN_IDS.join(', ')})`)
  return url
}

/**
 * The RPC URL the demo's pages request for `chainId` (the builds', worker 0's): what a test that
 * intercepts or counts the page's requests matches on. Tests that call a chain themselves use
 * e2eRpcUrl (this worker's).
 */
export function e2ePageRpcUrl(chainId: number): string {
  const url = E2E_BUILD_RPC_URLS[chainId]
  if (!url) throw new Error(`no local e2e chain ${chainId} (have ${E2E_CHAIN_IDS.join(', ')})`)
  return url
}

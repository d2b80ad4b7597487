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
export const E2E_RPC_PORT_BASE = portFrom(E2E_RPC_PORT_BASE_VARIABLE, 4201)
export const E2E_APP_PORT = portFrom(E2E_APP_PORT_VARIABLE, 4210)
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_APP_PORT}`
/** The demo built with WalletConnect configured (a project id and the local relay). */
export const E2E_WC_APP_PORT = portFrom('E2E_WC_APP_PORT', 4211)
export const E2E_WC_BASE_URL = `http://${E2E_HOST}:${E2E_WC_APP_PORT}`
/** The origins of both demo builds: the app under test. */
export const E2E_APP_ORIGINS: readonly string[] = [E2E_BASE_URL, E2E_WC_BASE_URL].map(
  (url) => new URL(url).origin,
)
export const E2E_RELAY_PORT = portFrom('E2E_RELAY_PORT', 4230)
export const E2E_RELAY_URL = `ws://${E2E_HOST}:${E2E_RELAY_PORT}`
/** The Safe host page (a stand-in for Safe{Wallet}, framing the demo) and its gateway stand-in. */
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

/** chain id -> local RPC URL; chain i listens on E2E_RPC_PORT_BASE + i. */
export const E2E_RPC_URLS: Readonly<Record<number, string>> = Object.fromEntries(
  E2E_CHAIN_IDS.map((chainId, i) => [chainId, `http://${E2E_HOST}:${E2E_RPC_PORT_BASE + i}`]),
)

export function e2eRpcUrl(chainId: number): string {
  const url = E2E_RPC_URLS[chainId]
  if (!url) throw new Error(`no local e2e chain ${chainId} (have ${E2E_CHAIN_IDS.join(', ')})`)
  return url
}

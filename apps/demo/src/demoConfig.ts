import type { Chain } from 'viem'
import { DEMO_CHAINS, TESTNET_CHAINS } from './chains'

export type Env = Record<string, string | boolean | undefined>

export class ConfigError extends Error {
  override name = 'ConfigError' as const
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid configuration ${key}: ${reason}`)
  }
}

export type DemoConfig = {
  chains: readonly [Chain, ...Chain[]]
  rpcUrls: Readonly<Record<number, string | undefined>>
  localStack: boolean
  walletConnectProjectId: string | undefined
  walletConnectRelayUrl: string | undefined
  pollingIntervalMs: number
}

const DEFAULT_POLLING_MS = 4_000

function optionalUrl(env: Env, key: string): string | undefined {
  const raw = env[key]
  if (raw === undefined || raw === '') return undefined
  if (typeof raw !== 'string') throw new ConfigError(key, 'must be a URL')
  try {
    const url = new URL(raw)
    if (!/^(https?|wss?):$/.test(url.protocol))
      throw new ConfigError(key, `unsupported protocol ${url.protocol}`)
    return raw
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(key, `"${raw}" is not a URL`)
  }
}

/** Reads and validates the build-time environment; a bad value names its key. */
export function readDemoConfig(env: Env): DemoConfig {
  const testnets = env.VITE_ENABLE_TESTNETS === 'true'
  const chains = [...DEMO_CHAINS, ...(testnets ? TESTNET_CHAINS : [])] as [Chain, ...Chain[]]
  const rpcUrls = Object.fromEntries(
    chains.map((c) => [c.id, optionalUrl(env, `VITE_RPC_URL_${c.id}`)]),
  )
  const polling = env.VITE_POLLING_INTERVAL_MS
  const pollingIntervalMs =
    polling === undefined || polling === '' ? DEFAULT_POLLING_MS : Number(polling)
  if (!Number.isInteger(pollingIntervalMs) || pollingIntervalMs <= 0) {
    throw new ConfigError(
      'VITE_POLLING_INTERVAL_MS',
      `"${String(polling)}" is not a positive integer`,
    )
  }
  const projectId = env.VITE_WALLETCONNECT_PROJECT_ID
  return {
    chains,
    rpcUrls,
    localStack: env.VITE_LOCAL_STACK === 'true',
    walletConnectProjectId: typeof projectId === 'string' ? projectId : undefined,
    walletConnectRelayUrl: optionalUrl(env, 'VITE_WALLETCONNECT_RELAY_URL'),
    pollingIntervalMs,
  }
}

import type { Chain } from 'viem'
import { DEMO_CHAINS, TESTNET_CHAINS } from './chains.ts'

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
  /** WalletConnect Verify: false off, a URL that server, undefined the kit's default. */
  walletConnectVerifyUrl: string | false | undefined
  pollingIntervalMs: number
  /** Safe App mode: how long the Safe host has to answer (undefined: the kit's default). */
  safeInfoTimeoutMs: number | undefined
  /** Safe App mode: the origins allowed to host the demo (undefined: Safe{Wallet}'s own). */
  safeAllowedDomains: readonly RegExp[] | undefined
  /** Safe Client Gateway for a Safe connected outside a Safe frame (undefined: the kit's default). */
  safeGatewayUrl: string | undefined
  /** VITE_ANALYTICS: first-party web analytics to the server's fixed path (off by default). */
  analytics: boolean
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

function optionalPositiveInteger(env: Env, key: string): number | undefined {
  const raw = env[key]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(key, `"${String(raw)}" is not a positive integer`)
  return value
}

/** Comma-separated origins (scheme, host, port), each matched exactly. */
function optionalOrigins(env: Env, key: string): readonly RegExp[] | undefined {
  const raw = env[key]
  if (raw === undefined || raw === '') return undefined
  if (typeof raw !== 'string') throw new ConfigError(key, 'must be a list of origins')
  return raw.split(',').map((entry) => {
    const origin = entry.trim()
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw new ConfigError(key, `"${origin}" is not an origin`)
    }
    if (parsed.origin !== origin) throw new ConfigError(key, `"${origin}" is not an origin`)
    return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
  })
}

/** An on/off switch: '1' or 'true' is on; unset, '', '0' or 'false' is off; anything else fails. */
function optionalFlag(env: Env, key: string): boolean {
  const raw = env[key]
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false' || raw === false)
    return false
  if (raw === '1' || raw === 'true' || raw === true) return true
  throw new ConfigError(key, `"${String(raw)}" is not 1, true, 0 or false`)
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
    walletConnectVerifyUrl:
      env.VITE_WALLETCONNECT_VERIFY_URL === 'off'
        ? false
        : optionalUrl(env, 'VITE_WALLETCONNECT_VERIFY_URL'),
    pollingIntervalMs,
    safeInfoTimeoutMs: optionalPositiveInteger(env, 'VITE_SAFE_INFO_TIMEOUT_MS'),
    safeAllowedDomains: optionalOrigins(env, 'VITE_SAFE_ALLOWED_DOMAINS'),
    safeGatewayUrl: optionalUrl(env, 'VITE_SAFE_GATEWAY_URL'),
    analytics: optionalFlag(env, 'VITE_ANALYTICS'),
  }
}

/**
 * The configuration as the build hands it to the page (vite.config.ts's demo-config module):
 * checked once at build time, in JSON's terms (testnets as a flag, the Safe hosts' patterns as
 * sources), or the message that names the invalid key. The page then carries no validation code.
 */
export type BuiltDemoConfig =
  | { error: string }
  | {
      config: Omit<DemoConfig, 'chains' | 'safeAllowedDomains'> & {
        testnets: boolean
        safeAllowedDomains: readonly string[] | undefined
      }
    }

/** Build time: reads and validates the environment for the page (see BuiltDemoConfig). */
export function buildDemoConfig(env: Env): BuiltDemoConfig {
  try {
    const { chains, safeAllowedDomains, ...config } = readDemoConfig(env)
    return {
      config: {
        ...config,
        testnets: chains.some((chain) => TESTNET_CHAINS.includes(chain)),
        safeAllowedDomains: safeAllowedDomains?.map((pattern) => pattern.source),
      },
    }
  } catch (error) {
    if (error instanceof ConfigError) return { error: error.message }
    throw error
  }
}

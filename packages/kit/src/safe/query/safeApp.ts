// TanStack Query keys and fetchers for the Safe Apps SDK reads (the Safe App resource), one place for every hook that
// reads them (and for an app invalidating them). The actions load on first fetch.
import type { Config } from 'wagmi'
import type { SafeRpcMethod } from '../core/validateSafeRequests'

const actions = () => import('../actions/safeAppActions')

/** Which Safe App connection a cached answer belongs to: the connector and the Safe's address. */
export type SafeAppScope = readonly [connectorUid: string, address: string]

/** Every Safe App read's key starts with this. */
export const SAFE_APP_QUERY_KEY = ['gatehouse', 'safeApp'] as const

/** The host answers or refuses; asking again at once would not change either. */
const common = { retry: false, staleTime: 60_000 } as const

export const safeEnvironmentInfoQueryOptions = (config: Config, scope: SafeAppScope) => ({
  ...common,
  queryKey: [...SAFE_APP_QUERY_KEY, 'environmentInfo', ...scope] as const,
  queryFn: async () => (await actions()).getSafeEnvironmentInfo(config),
})

export const safeChainInfoQueryOptions = (config: Config, scope: SafeAppScope) => ({
  ...common,
  queryKey: [...SAFE_APP_QUERY_KEY, 'chainInfo', ...scope] as const,
  queryFn: async () => (await actions()).getSafeChainInfo(config),
})

export const safeBalancesQueryOptions = (
  config: Config,
  scope: SafeAppScope,
  currency: string | undefined,
) => ({
  ...common,
  queryKey: [...SAFE_APP_QUERY_KEY, 'balances', ...scope, currency ?? 'usd'] as const,
  queryFn: async () => (await actions()).getSafeBalances(config, { currency }),
})

export const safeRpcCallQueryOptions = (
  config: Config,
  scope: SafeAppScope,
  call: SafeRpcMethod,
  params: readonly unknown[] | undefined,
) => ({
  ...common,
  queryKey: [...SAFE_APP_QUERY_KEY, 'rpcCall', ...scope, call, params ?? []] as const,
  queryFn: async () => (await actions()).safeRpcCall(config, { call, params }),
})

export const safePermissionsQueryOptions = (config: Config, scope: SafeAppScope) => ({
  ...common,
  queryKey: [...SAFE_APP_QUERY_KEY, 'permissions', ...scope] as const,
  queryFn: async () => (await actions()).getSafePermissions(config),
})

export const safeAppActions = actions

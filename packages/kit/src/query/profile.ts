// The connected account's name, avatar and balance as three TanStack queries (each its own read,
// so a slow avatar host or balance RPC never holds back the name), read by useProfile.
import type { Address } from 'viem'
import type { Config } from 'wagmi'

/** A slow or broken RPC must not hold the UI: one retry, then the short address and no balance. */
const PROFILE_RETRY = 1
const PROFILE_STALE_MS = 15_000
// Loaded on first use: none of this is needed before someone connects.
const profileActions = () => import('../actions/readProfile')
const common = { retry: PROFILE_RETRY, staleTime: PROFILE_STALE_MS } as const

export function ensNameQueryOptions(config: Config, address: Address | undefined) {
  return {
    ...common,
    queryKey: ['gatehouse', 'ensName', address] as const,
    queryFn: async () => (await profileActions()).readEnsName(config, address!),
    enabled: !!address,
  }
}

export function ensAvatarQueryOptions(config: Config, name: string | null | undefined) {
  return {
    ...common,
    queryKey: ['gatehouse', 'ensAvatar', name] as const,
    queryFn: async () => (await profileActions()).readEnsAvatar(config, name!),
    enabled: !!name,
  }
}

export function balanceQueryOptions(
  config: Config,
  address: Address | undefined,
  chainId: number | undefined,
) {
  return {
    ...common,
    queryKey: ['gatehouse', 'balance', address, chainId] as const,
    queryFn: async () =>
      (await profileActions()).readBalance(config, { address: address!, chainId: chainId! }),
    enabled: !!address && chainId !== undefined,
  }
}

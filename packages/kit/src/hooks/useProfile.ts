import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { GatehouseContext } from '../context/GatehouseContext'
import { formatAddress } from '../core/format/formatAddress'
import { formatBalance } from '../core/format/formatBalance'
import { formatEnsName } from '../core/format/formatEnsName'

/** A slow or broken RPC must not hold the UI: one retry, then the short address and no balance. */
const PROFILE_RETRY = 1
const PROFILE_STALE_MS = 15_000
const profileActions = () => import('../actions/readProfile')

export type Profile = {
  address: `0x${string}`
  displayName: string
  ensName: string | undefined
  ensAvatar: string | undefined
  /** e.g. "1.23 ETH"; undefined while unknown or when the read failed */
  displayBalance: string | undefined
}

/**
 * The connected account's name, avatar and balance; each is its own read, loaded on first use.
 * The balance is formatted for `locale`, by default the provider's active locale.
 */
export function useProfile(localeOverride?: string): Profile | undefined {
  const activeLocale = useContext(GatehouseContext)?.locale
  const locale = localeOverride ?? activeLocale ?? 'en-US'
  const config = useConfig()
  const { address, chainId } = useConnection()
  const common = { retry: PROFILE_RETRY, staleTime: PROFILE_STALE_MS }
  const { data: ensName } = useQuery({
    ...common,
    queryKey: ['gatehouse', 'ensName', address],
    queryFn: async () => (await profileActions()).readEnsName(config, address!),
    enabled: !!address,
  })
  const { data: ensAvatar } = useQuery({
    ...common,
    queryKey: ['gatehouse', 'ensAvatar', ensName],
    queryFn: async () => (await profileActions()).readEnsAvatar(config, ensName!),
    enabled: !!ensName,
  })
  const { data: balance } = useQuery({
    ...common,
    queryKey: ['gatehouse', 'balance', address, chainId],
    queryFn: async () =>
      (await profileActions()).readBalance(config, { address: address!, chainId: chainId! }),
    enabled: !!address && chainId !== undefined,
  })
  if (!address) return undefined
  return {
    address,
    displayName: ensName ? formatEnsName(ensName) : formatAddress(address),
    ensName: ensName ?? undefined,
    ensAvatar: ensAvatar ?? undefined,
    displayBalance: balance
      ? `${formatBalance(balance.formatted, locale)} ${balance.symbol}`
      : undefined,
  }
}

import { useQuery } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { formatAddress } from '../core/format/formatAddress'
import { formatBalance } from '../core/format/formatBalance'
import { formatEnsName } from '../core/format/formatEnsName'

/** A slow or broken RPC must not hold the UI: one retry, then the short address and no balance. */
const PROFILE_RETRY = 1
const PROFILE_STALE_MS = 15_000

export type Profile = {
  address: `0x${string}`
  displayName: string
  ensName: string | undefined
  ensAvatar: string | undefined
  /** e.g. "1.23 ETH"; undefined while unknown or when the read failed */
  displayBalance: string | undefined
}

/** The connected account's name, avatar and balance; the reading code loads on first use. */
export function useProfile(locale = 'en-US'): Profile | undefined {
  const config = useConfig()
  const { address, chainId } = useConnection()
  const { data } = useQuery({
    queryKey: ['gatehouse', 'profile', address, chainId],
    queryFn: async () => {
      const { readProfile } = await import('../actions/readProfile')
      return readProfile(config, { address: address!, chainId })
    },
    enabled: !!address,
    retry: PROFILE_RETRY,
    staleTime: PROFILE_STALE_MS,
  })
  if (!address) return undefined
  return {
    address,
    displayName: data?.ensName ? formatEnsName(data.ensName) : formatAddress(address),
    ensName: data?.ensName,
    ensAvatar: data?.ensAvatar,
    displayBalance: data?.balance
      ? `${formatBalance(data.balance.formatted, locale)} ${data.balance.symbol}`
      : undefined,
  }
}

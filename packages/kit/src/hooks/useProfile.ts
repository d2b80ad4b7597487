import { formatUnits } from 'viem'
import { useBalance, useChains, useConnection, useEnsAvatar, useEnsName } from 'wagmi'
import { formatAddress } from '../core/format/formatAddress'
import { formatBalance } from '../core/format/formatBalance'
import { formatEnsName } from '../core/format/formatEnsName'

const MAINNET_ID = 1
/** A slow or broken RPC must not hold the UI (issue 3): reads give up and the UI degrades. */
const READ_RETRY = 1

export type Profile = {
  address: `0x${string}`
  displayName: string
  ensName: string | undefined
  ensAvatar: string | undefined
  /** e.g. "1.23 ETH"; undefined while unknown or when the read failed */
  displayBalance: string | undefined
}

/** Name, avatar and balance of the connected account, read through the configured transports. */
export function useProfile(locale = 'en-US'): Profile | undefined {
  const { address, chainId } = useConnection()
  const chains = useChains()
  const hasMainnet = chains.some((c) => c.id === MAINNET_ID)
  const { data: ensName } = useEnsName({
    address,
    chainId: MAINNET_ID,
    query: { enabled: !!address && hasMainnet, retry: READ_RETRY },
  })
  const { data: ensAvatar } = useEnsAvatar({
    name: ensName ?? undefined,
    chainId: MAINNET_ID,
    query: { enabled: !!ensName && hasMainnet, retry: READ_RETRY },
  })
  const supported = chains.some((c) => c.id === chainId)
  const { data: balance } = useBalance({
    address,
    chainId,
    query: { enabled: !!address && supported, retry: READ_RETRY },
  })
  if (!address) return undefined
  return {
    address,
    displayName: ensName ? formatEnsName(ensName) : formatAddress(address),
    ensName: ensName ?? undefined,
    ensAvatar: ensAvatar ?? undefined,
    displayBalance: balance
      ? `${formatBalance(formatUnits(balance.value, balance.decimals), locale)} ${balance.symbol}`
      : undefined,
  }
}

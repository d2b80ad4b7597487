import { useChains, useConnection } from 'wagmi'

export type ChainInfo = { id: number; name: string; unsupported: boolean }

/**
 * The connected chain, flagged `unsupported` when the app does not configure it (§3); also the
 * chain of a connection restored from storage while it reconnects.
 */
export function useChainInfo(): ChainInfo | undefined {
  const { chainId, status, address } = useConnection()
  const chains = useChains()
  const restoring = status === 'reconnecting' && address !== undefined
  if ((status !== 'connected' && !restoring) || chainId === undefined) return undefined
  const chain = chains.find((c) => c.id === chainId)
  return { id: chainId, name: chain?.name ?? `Chain ${chainId}`, unsupported: !chain }
}

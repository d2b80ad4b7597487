import { useChains, useConnection } from 'wagmi'

export type ChainInfo = { id: number; name: string; unsupported: boolean }

/** The connected chain, flagged `unsupported` when the app does not configure it (§3). */
export function useChainInfo(): ChainInfo | undefined {
  const { chainId, status } = useConnection()
  const chains = useChains()
  if (status !== 'connected' || chainId === undefined) return undefined
  const chain = chains.find((c) => c.id === chainId)
  return { id: chainId, name: chain?.name ?? `Chain ${chainId}`, unsupported: !chain }
}

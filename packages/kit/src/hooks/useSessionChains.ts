import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { sessionChainIds } from '../core/caip'

/**
 * The chains a wallet session allows (WalletConnect-style sessions list them as `eip155:<id>`);
 * undefined when the wallet has no such session (an extension can switch to anything it knows).
 */
export function useSessionChains(): readonly number[] | undefined {
  const { connector } = useConnection()
  const { data } = useQuery({
    queryKey: ['gatehouse', 'sessionChains', connector?.uid],
    queryFn: async () => {
      const provider = (await connector?.getProvider()) as
        | { session?: { namespaces?: unknown } }
        | undefined
      return sessionChainIds(provider?.session?.namespaces) ?? null
    },
    enabled: !!connector,
    staleTime: 0,
  })
  return data ?? undefined
}

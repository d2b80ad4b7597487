import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { sessionChainsQueryOptions } from '../query/sessionChains'

/**
 * The chains a wallet session allows (WalletConnect-style sessions list them as `eip155:<id>`);
 * undefined when the wallet has no such session (an extension can switch to anything it knows).
 */
export function useSessionChains(): readonly number[] | undefined {
  const { connector } = useConnection()
  const { data } = useQuery(sessionChainsQueryOptions(connector))
  return data ?? undefined
}

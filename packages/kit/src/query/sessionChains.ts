// The chains a wallet session allows, as a TanStack query read by useSessionChains.
import { sessionChainIds } from '../core/caip'

/** The part of a wagmi connector read here. */
type ConnectorLike = { uid: string; getProvider(): Promise<unknown> }

export const sessionChainsQueryKey = (connectorUid: string | undefined) =>
  ['gatehouse', 'sessionChains', connectorUid] as const

export function sessionChainsQueryOptions(connector: ConnectorLike | undefined) {
  return {
    queryKey: sessionChainsQueryKey(connector?.uid),
    queryFn: async () => {
      const provider = (await connector?.getProvider()) as
        | { session?: { namespaces?: unknown } }
        | undefined
      return sessionChainIds(provider?.session?.namespaces) ?? null
    },
    enabled: !!connector,
    staleTime: 0,
  }
}

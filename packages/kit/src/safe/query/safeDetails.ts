// A Safe's threshold and owners as a TanStack query, read by the account modal's SafeDetails.
import { isSafeApp, readSafeDetails } from '../safeConnection'

export type SafeDetailsParameters = {
  connector: object | undefined
  gatewayUrl: string | undefined
  address: `0x${string}` | undefined
  chainId: number | undefined
}

export const safeDetailsQueryKey = ({
  connector,
  gatewayUrl,
  address,
  chainId,
}: SafeDetailsParameters) =>
  [
    'gatehouse',
    'safe',
    'info',
    address,
    chainId,
    isSafeApp(connector) ? 'app' : gatewayUrl,
  ] as const

/** From the Safe host inside a Safe App, else from the Safe Client Gateway when one is set. */
export function safeDetailsQueryOptions(parameters: SafeDetailsParameters) {
  const { connector, gatewayUrl, address, chainId } = parameters
  return {
    queryKey: safeDetailsQueryKey(parameters),
    queryFn: () => readSafeDetails({ connector, gatewayUrl, address: address!, chainId }),
    enabled: !!address && (isSafeApp(connector) || (!!gatewayUrl && chainId !== undefined)),
    staleTime: 60_000,
    retry: false,
  }
}

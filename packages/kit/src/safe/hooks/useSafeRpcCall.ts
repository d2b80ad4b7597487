import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SafeRpcCallParameters } from '../actions/safeAppActions'
import { safeRpcCallQueryOptions } from '../query/safeApp'
import { useSafeAppScope } from './useSafeAppScope'

export type UseSafeRpcCallParameters = SafeRpcCallParameters & {
  /** false: no request (e.g. while a param is still unknown). Default true. */
  enabled?: boolean
}

/**
 * rpcCall: a read from the Safe's node through the Safe host (the raw JSON-RPC result). Disabled
 * unless connected as a Safe App; a method the host does not forward is the query's error.
 */
export function useSafeRpcCall({
  call,
  params,
  enabled = true,
}: UseSafeRpcCallParameters): UseQueryResult<unknown, Error> {
  const { config, scope } = useSafeAppScope()
  return useQuery({
    ...safeRpcCallQueryOptions(config, scope ?? ['', ''], call, params),
    enabled: enabled && scope !== undefined,
  })
}

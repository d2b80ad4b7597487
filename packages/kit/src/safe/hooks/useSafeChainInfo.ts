import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SafeChainInfo } from '../core/safeAppResponses'
import { safeChainInfoQueryOptions } from '../query/safeApp'
import { useSafeAppScope } from './useSafeAppScope'

/**
 * getChainInfo: the Safe's chain as the Safe host describes it. Disabled (no request) unless connected as a Safe App.
 */
export function useSafeChainInfo(): UseQueryResult<SafeChainInfo, Error> {
  const { config, scope } = useSafeAppScope()
  return useQuery({
    ...safeChainInfoQueryOptions(config, scope ?? ['', '']),
    enabled: scope !== undefined,
  })
}

import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { safeEnvironmentInfoQueryOptions } from '../actions/safeAppQueries'
import type { SafeEnvironmentInfo } from '../core/safe/safeAppResponses'
import { useSafeAppScope } from './useSafeAppScope'

/**
 * getEnvironmentInfo: where the Safe host runs (`{ origin }`). Disabled (no request) unless connected as a Safe App.
 */
export function useSafeEnvironmentInfo(): UseQueryResult<SafeEnvironmentInfo, Error> {
  const { config, scope } = useSafeAppScope()
  return useQuery({
    ...safeEnvironmentInfoQueryOptions(config, scope ?? ['', '']),
    enabled: scope !== undefined,
  })
}

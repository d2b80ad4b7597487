import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SafeEnvironmentInfo } from '../core/safeAppResponses'
import { safeEnvironmentInfoQueryOptions } from '../query/safeApp'
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

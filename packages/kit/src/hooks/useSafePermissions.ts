import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { safePermissionsQueryOptions } from '../actions/safeAppQueries'
import type { SafePermission } from '../core/safe/safeAppResponses'
import { useSafeAppScope } from './useSafeAppScope'

/**
 * wallet_getPermissions: what the visitor has allowed this Safe App. Disabled (no request) unless connected as a Safe App.
 */
export function useSafePermissions(): UseQueryResult<SafePermission[], Error> {
  const { config, scope } = useSafeAppScope()
  return useQuery({
    ...safePermissionsQueryOptions(config, scope ?? ['', '']),
    enabled: scope !== undefined,
  })
}

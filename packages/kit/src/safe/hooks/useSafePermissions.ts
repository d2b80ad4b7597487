import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { SafePermission } from '../core/safeAppResponses'
import { safePermissionsQueryOptions } from '../query/safeApp'
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

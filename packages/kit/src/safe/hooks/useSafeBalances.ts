import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetSafeBalancesParameters } from '../actions/safeAppActions'
import type { SafeBalances } from '../core/safeAppResponses'
import { safeBalancesQueryOptions } from '../query/safeApp'
import { useSafeAppScope } from './useSafeAppScope'

/**
 * getSafeBalances: the Safe's tokens valued in `currency` (default usd) and their fiat total.
 * Disabled (no request) unless connected as a Safe App; an invalid currency is the query's error.
 */
export function useSafeBalances(
  parameters: GetSafeBalancesParameters = {},
): UseQueryResult<SafeBalances, Error> {
  const { config, scope } = useSafeAppScope()
  return useQuery({
    ...safeBalancesQueryOptions(config, scope ?? ['', ''], parameters.currency),
    enabled: scope !== undefined,
  })
}

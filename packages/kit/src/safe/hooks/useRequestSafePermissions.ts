import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import type { RequestSafePermissionsParameters } from '../actions/safeAppActions'
import type { SafePermission } from '../core/safeAppResponses'
import { SAFE_APP_QUERY_KEY, safeAppActions } from '../query/safeApp'

/**
 * wallet_requestPermissions as a mutation: `mutate({ permissions: [{ requestAddressBook: {} }] })`
 * asks the visitor in the Safe host. An invalid request (§5) or a refusal (§6) is the mutation's
 * SafePermissionsError (code 4001). A grant refreshes useSafePermissions.
 */
export function useRequestSafePermissions(): UseMutationResult<
  SafePermission[],
  Error,
  RequestSafePermissionsParameters
> {
  const config = useConfig()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (parameters: RequestSafePermissionsParameters) =>
      (await safeAppActions()).requestSafePermissions(config, parameters),
    onSettled: () => client.invalidateQueries({ queryKey: [...SAFE_APP_QUERY_KEY, 'permissions'] }),
  })
}

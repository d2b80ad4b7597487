import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import type { SafeAddressBookEntry } from '../core/safeAppResponses'
import { SAFE_APP_QUERY_KEY, safeAppActions } from '../query/safeApp'

/**
 * requestAddressBook as a mutation: `mutate()` reads the Safe's address book, asking the visitor
 * for the permission first when it is not granted (so call it from a visitor's action, never on
 * render). A refusal is the mutation's SafePermissionsError (code 4001, §6).
 */
export function useRequestSafeAddressBook(): UseMutationResult<
  SafeAddressBookEntry[],
  Error,
  void
> {
  const config = useConfig()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await safeAppActions()).requestSafeAddressBook(config),
    // Asking may have granted the permission: useSafePermissions reads it again.
    onSettled: () => client.invalidateQueries({ queryKey: [...SAFE_APP_QUERY_KEY, 'permissions'] }),
  })
}

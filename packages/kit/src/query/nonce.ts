// The sign-in nonce as a TanStack query (wagmi's `query/` shape: one key and one options factory
// per resource), read by the Verify dialog.
import type { AuthAdapter } from '../core/AuthAdapter'

/**
 * A nonce is replaced this long after it was fetched (the server keeps them 5 minutes), measured
 * on this client's clock only, so a skewed clock cannot make it refetch in a loop.
 */
export const NONCE_MAX_AGE_MS = 4 * 60_000

export const nonceQueryKey = (address: string | undefined) =>
  ['gatehouse', 'auth', 'nonce', address] as const

export function nonceQueryOptions(adapter: AuthAdapter | undefined, address: string | undefined) {
  return {
    queryKey: nonceQueryKey(address),
    queryFn: () => adapter!.getNonce(),
    enabled: !!adapter && !!address,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A nonce is replaced before it expires, even in a background tab; an old one is never sent.
    refetchInterval: NONCE_MAX_AGE_MS,
    refetchIntervalInBackground: true,
  } as const
}

/**
 * Legacy (pre EIP-6963) discovery: wallets flag the provider they inject as `window.ethereum`
 * (`isMetaMask`, `isRainbow`, …), and when several are installed some browsers expose them all in
 * `window.ethereum.providers`. EIP-6963 announcements are preferred (wallets/walletList merges them);
 * these flags only tell a wallet's factory whether it is `installed` and which provider to target.
 */
export type FlaggedProvider = {
  readonly providers?: readonly FlaggedProvider[] | undefined
  readonly [flag: string]: unknown
}

/** The page's injected provider, if any (undefined outside a browser). */
export function injectedEthereum(): FlaggedProvider | undefined {
  if (typeof window === 'undefined') return undefined
  const ethereum: unknown = (window as { ethereum?: unknown }).ethereum
  return typeof ethereum === 'object' && ethereum !== null
    ? (ethereum as FlaggedProvider)
    : undefined
}

/** The provider among `ethereum.providers` (or `ethereum` itself) that `select` picks. */
export function findInjectedProvider<provider extends { readonly providers?: unknown }>(
  ethereum: provider | undefined,
  select: (candidate: provider) => boolean,
): provider | undefined {
  if (!ethereum) return undefined
  const { providers } = ethereum
  if (Array.isArray(providers) && providers.length > 0) {
    // The array holds providers of the same shape as the one carrying it.
    return (providers as provider[]).find(select)
  }
  return select(ethereum) ? ethereum : undefined
}

/** A `select` for a single legacy flag, e.g. `hasFlag('isRainbow')`. */
export function hasFlag(flag: `is${string}`) {
  return (candidate: object): boolean => (candidate as Record<string, unknown>)[flag] === true
}

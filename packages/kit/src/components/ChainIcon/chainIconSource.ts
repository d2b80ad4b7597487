import type { IconLoader, IconSource } from '../WalletIcon/iconCache'

/**
 * A chain as the kit reads it for its icon: wagmi's chain, optionally with RainbowKit's
 * `iconUrl` / `iconBackground` overrides (`iconUrl: null` asks for no mark: the initial shows).
 */
export type GatehouseChain = {
  id: number
  name: string
  /** an image URL, or a loader resolving to one (kept out of the first render) */
  iconUrl?: string | (() => Promise<string>) | null
  /** the tile behind the icon (a CSS colour) */
  iconBackground?: string
}

/** Where a chain's icon comes from; `src` undefined: the neutral placeholder with the initial. */
export type ChainIconSource = { src: IconSource | undefined; background: string | undefined }

// One loader per chain id, so the icon cache (keyed by loader) loads each mark once.
const builtIn = new Map<number, IconLoader>()

/** The chain's own iconUrl overrides the kit's set; a chain the set lacks gets its initial. */
export function chainIconSource(chain: GatehouseChain): ChainIconSource {
  const background = chain.iconBackground
  if (chain.iconUrl === null) return { src: undefined, background }
  if (chain.iconUrl !== undefined) return { src: chain.iconUrl, background }
  let loader = builtIn.get(chain.id)
  if (!loader) {
    // The whole set is one small module: one request, whatever the number of chains.
    loader = () => import('./networkIcons').then((m) => m.networkIconUrl(chain.id))
    builtIn.set(chain.id, loader)
  }
  return { src: loader, background }
}

/** The placeholder's letter: the name's first character (a whole code point). */
export function chainInitial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?'
}

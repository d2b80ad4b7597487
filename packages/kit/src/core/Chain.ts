import type { Chain as ViemChain } from 'viem'

/**
 * A chain as the kit reads it: viem's `Chain`, optionally with the icon RainbowKit's chains carry.
 * `iconUrl` is an image URL or a loader resolving to one (kept out of the first render); `null`
 * asks for no mark (the chain's initial shows). Unset: the kit's own mark for known networks.
 */
export type Chain = ViemChain & {
  iconUrl?: string | (() => Promise<string>) | null
  /** the tile behind the icon (a CSS colour) */
  iconBackground?: string
}

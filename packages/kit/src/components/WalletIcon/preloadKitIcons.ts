import type { Connector } from 'wagmi'
import { COMPACT_BREAKPOINT_PX } from '../../core/constants'
import { walletDetailsOf } from '../../wallets/connectorsForWallets'
import { chainIconSource, type GatehouseChain } from '../ChainIcon/chainIconSource'
import { loadChainIcon } from '../ChainIcon/LazyChainIcon'
import { type IconSource, preloadIcons } from './iconCache'
import { rasteriseIcon } from './rasteriseIcon'
import { WALLET_ICON_SIZES } from './walletIconSizes'

/** The wallets' icons the connect modal may list: configured wallets' and announced ones. */
function walletIconSources(connectors: readonly Connector[]): IconSource[] {
  const sources: IconSource[] = []
  for (const connector of connectors) {
    // A configured wallet's lazy icon, or the data: URL an EIP-6963 wallet announced.
    const icon = walletDetailsOf(connector)?.wallet.iconUrl ?? connector.icon
    if (icon) sources.push(icon)
  }
  return sources
}

/** The icons the kit may show for this configuration: its wallets' and its chains'. */
export function kitIconSources(
  connectors: readonly Connector[],
  chains: readonly GatehouseChain[],
): IconSource[] {
  const sources = walletIconSources(connectors)
  for (const chain of chains) {
    const { src } = chainIconSource(chain)
    if (src) sources.push(src)
  }
  return sources
}

/**
 * The icons, and the header's chain icon component, ready before they are shown; the wallets'
 * icons also as bitmaps at the size the connect modal will list them (its compact icon row when
 * `compact` or the window is narrow, its list otherwise).
 */
export async function preloadKitIcons(
  connectors: readonly Connector[],
  chains: readonly GatehouseChain[],
  compact = false,
): Promise<void> {
  const narrow =
    typeof matchMedia === 'function' &&
    matchMedia(`(max-width: ${COMPACT_BREAKPOINT_PX - 1}px)`).matches
  const size = compact || narrow ? WALLET_ICON_SIZES.tile : WALLET_ICON_SIZES.row
  const chainSources = kitIconSources([], chains)
  await Promise.all([
    preloadIcons(walletIconSources(connectors), (url, image) => rasteriseIcon(url, image, size)),
    preloadIcons(chainSources),
    loadChainIcon(),
  ])
}

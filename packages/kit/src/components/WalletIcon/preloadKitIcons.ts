import type { Connector } from 'wagmi'
import { COMPACT_BREAKPOINT_PX } from '../../core/constants'
import { whenIdle } from '../../loading/whenIdle'
import { walletDetailsOf } from '../../wallets/connectorsForWallets'
import { chainIconSource, type GatehouseChain } from '../ChainIcon/chainIconSource'
import { loadChainIcon } from '../ChainIcon/LazyChainIcon'
import { type IconSource, loadIcons, preloadIcons } from './iconCache'
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

const nextIdlePeriod = () => new Promise<void>((resolve) => whenIdle(resolve))

/**
 * The icons, and the header's chain icon component, ready before they are shown; the wallets'
 * icons also as bitmaps at the size the connect modal will list them (its compact icon row when
 * `compact` or the window is narrow, its list otherwise).
 *
 * Decoding an SVG icon loads it as a document of its own (about 30 ms of main thread each, 4x
 * throttled), so the wallets' icons are decoded and drawn one per idle period: the idle-time
 * render of the connect modal (see lazyModal) and a click never wait behind a run of them
 * (issue #18). The chains' icons are decoded after them: a visitor needs them once connected.
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
  const wallets = walletIconSources(connectors)
  const chainSources = kitIconSources([], chains)
  // Every request first, together (the icons' modules and the chain icon component): then the
  // network is done early and only the decoding is spread out.
  await Promise.all([loadIcons(wallets), loadIcons(chainSources), loadChainIcon()])
  for (const source of wallets) {
    await nextIdlePeriod()
    await preloadIcons([source], (url, image) => rasteriseIcon(url, image, size))
  }
  await preloadIcons(chainSources)
}

import type { Connector } from 'wagmi'
import { walletDetailsOf } from '../../wallets/connectorsForWallets'
import { chainIconSource, type GatehouseChain } from '../ChainIcon/chainIconSource'
import { loadChainIcon } from '../ChainIcon/LazyChainIcon'
import { type IconSource, preloadIcons } from './iconCache'

/** The icons the kit may show for this configuration: its wallets' and its chains'. */
export function kitIconSources(
  connectors: readonly Connector[],
  chains: readonly GatehouseChain[],
): IconSource[] {
  const sources: IconSource[] = []
  for (const connector of connectors) {
    // A configured wallet's lazy icon, or the data: URL an EIP-6963 wallet announced.
    const icon = walletDetailsOf(connector)?.wallet.iconUrl ?? connector.icon
    if (icon) sources.push(icon)
  }
  for (const chain of chains) {
    const { src } = chainIconSource(chain)
    if (src) sources.push(src)
  }
  return sources
}

/** The icons, and the header's chain icon component, ready before they are shown. */
export async function preloadKitIcons(
  connectors: readonly Connector[],
  chains: readonly GatehouseChain[],
): Promise<void> {
  await Promise.all([preloadIcons(kitIconSources(connectors, chains)), loadChainIcon()])
}

import { useEffect, useSyncExternalStore } from 'react'
import type { GatehouseChain } from '../ChainIcon/chainIconSource'
import { iconsChanged, subscribeIcons } from '../WalletIcon/iconsVersion'

export type ChainIcon = {
  /** the chain has a mark (the app's iconUrl, or one of the kit's set) */
  hasIcon: boolean
  /** the mark as a URL once it has loaded; undefined while it loads or when there is none */
  iconUrl: string | undefined
  iconBackground: string | undefined
}

// The icon cache and the chain icon set stay out of the first render: this resolver comes with
// ChainIcon's module (the chunk LazyChainIcon loads) when a headless button first shows a chain.
let resolve: ((chain: GatehouseChain) => string | undefined) | undefined
let loading: Promise<void> | undefined

function loadResolver(): Promise<void> {
  loading ??= import('../ChainIcon/ChainIcon').then(
    (m) => {
      resolve = m.chainIconUrl
      iconsChanged()
    },
    () => {
      // No icon fields yet; the next chain shown tries the chunk again.
      loading = undefined
    },
  )
  return loading
}

/** RainbowKit's `chain.hasIcon`, `iconUrl` and `iconBackground` for ConnectButton.Custom. */
export function useChainIcon(chain: GatehouseChain | undefined): ChainIcon {
  const url = useSyncExternalStore(
    subscribeIcons,
    () => (chain && resolve ? resolve(chain) : undefined),
    () => undefined,
  )
  const shown = chain !== undefined
  useEffect(() => {
    if (shown) void loadResolver()
  }, [shown])
  const declared = chain?.iconUrl !== undefined && chain.iconUrl !== null
  return {
    hasIcon: declared || Boolean(url),
    iconUrl: url || undefined,
    iconBackground: chain?.iconBackground,
  }
}

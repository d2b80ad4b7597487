import { useSyncExternalStore } from 'react'
import { useLoaded } from '../../loading/useLoaded'
import { chainIconCode } from '../ChainIcon/chainIconCode'
import type { GatehouseChain } from '../ChainIcon/chainIconSource'
import { subscribeIcons } from '../WalletIcon/iconsVersion'

export type ChainIcon = {
  /** the chain has a mark (the app's iconUrl, or one of the kit's set) */
  hasIcon: boolean
  /** the mark as a URL once it has loaded; undefined while it loads or when there is none */
  iconUrl: string | undefined
  iconBackground: string | undefined
}

/** RainbowKit's `chain.hasIcon`, `iconUrl` and `iconBackground` for ConnectButton.Custom. */
export function useChainIcon(chain: GatehouseChain | undefined): ChainIcon {
  // The icon cache and the chain icon set stay out of the first render: the resolver comes with
  // ChainIcon's code, loaded when a headless button first shows a chain (a failed load leaves no
  // icon fields; the next chain shown tries again).
  const resolve = useLoaded(chainIconCode, { when: chain !== undefined })?.chainIconUrl
  // The icon cache also fills as icons decode: read again whenever the icons change.
  const url = useSyncExternalStore(
    subscribeIcons,
    () => (chain && resolve ? resolve(chain) : undefined),
    () => undefined,
  )
  const declared = chain?.iconUrl !== undefined && chain.iconUrl !== null
  return {
    hasIcon: declared || Boolean(url),
    iconUrl: url || undefined,
    iconBackground: chain?.iconBackground,
  }
}

import { type ComponentType, useContext, useEffect, useSyncExternalStore } from 'react'
import { IconsVersionContext, iconsChanged, subscribeIcons } from '../WalletIcon/iconsVersion'
import type { ChainIconProps } from './ChainIcon'

// ChainIcon (with the icon cache) stays out of the first render: the header button only needs it
// once connected, and the idle preload has fetched it by then. Until it is here, an empty tile
// of the same size holds its place. A store, not React.lazy: nothing suspends.
let Loaded: ComponentType<ChainIconProps> | undefined
let loading: Promise<void> | undefined

export function loadChainIcon(): Promise<void> {
  loading ??= import('./ChainIcon').then(
    (m) => {
      Loaded = m.ChainIcon
      iconsChanged()
    },
    () => {
      // The empty tile stays; the next mount tries the chunk again.
      loading = undefined
    },
  )
  return loading
}

export function LazyChainIcon(props: ChainIconProps) {
  // Re-renders a hidden, pre-rendered modal's icons as they arrive (see iconsVersion).
  useContext(IconsVersionContext)
  const Icon = useSyncExternalStore(
    subscribeIcons,
    () => Loaded,
    () => undefined,
  )
  useEffect(() => {
    void loadChainIcon()
  }, [])
  if (Icon) return <Icon {...props} />
  return (
    <span
      style={{ display: 'inline-block', width: props.size, height: props.size }}
      aria-hidden="true"
    />
  )
}

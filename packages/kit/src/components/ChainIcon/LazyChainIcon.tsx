import { useContext } from 'react'
import { useLoaded } from '../../loading/useLoaded'
import { IconsVersionContext } from '../WalletIcon/iconsVersion'
import type { ChainIconProps } from './ChainIcon'
import { chainIconCode } from './chainIconCode'

/** Loads ChainIcon's code, for the idle preload. */
export const loadChainIcon = (): Promise<unknown> => chainIconCode().catch(() => {})

/** ChainIcon once its code is here; until then an empty tile of the same size holds its place. */
export function LazyChainIcon(props: ChainIconProps) {
  // Re-renders a hidden, pre-rendered modal's icons as they arrive (see iconsVersion).
  useContext(IconsVersionContext)
  // A failed load leaves the empty tile; the next mount tries the chunk again.
  const Icon = useLoaded(chainIconCode)?.ChainIcon
  if (Icon) return <Icon {...props} />
  return (
    <span
      style={{ display: 'inline-block', width: props.size, height: props.size }}
      aria-hidden="true"
    />
  )
}

import { useContext, useSyncExternalStore } from 'react'
import { iconSnapshot } from '../WalletIcon/iconCache'
import { IconsVersionContext, subscribeIcons } from '../WalletIcon/iconsVersion'
import styles from './ChainIcon.module.css'
import { chainIconSource, chainInitial, type GatehouseChain } from './chainIconSource'

export type ChainIconProps = { chain: GatehouseChain; size: number }

/**
 * The chain's icon as a URL if it is known now (the app's iconUrl, or the kit's mark once the icon
 * set has loaded): '' when the chain has no mark, undefined while it loads (the load starts here).
 * ConnectButton.Custom's `chain.iconUrl`; it lives here to load in this module's chunk.
 */
export function chainIconUrl(chain: GatehouseChain): string | undefined {
  const { src } = chainIconSource(chain)
  return src === undefined ? '' : iconSnapshot(src)
}

/**
 * A network's mark in a round tile. Decorative: the chain's name is always given by the
 * surrounding control. While the icon set loads the tile is empty; a chain with no mark shows
 * its initial.
 */
export function ChainIcon({ chain, size }: ChainIconProps) {
  const { src, background } = chainIconSource(chain)
  // Re-renders a hidden, pre-rendered modal's icons as they arrive (see iconsVersion).
  useContext(IconsVersionContext)
  // '' means no mark: the initial.
  const url = useSyncExternalStore(
    subscribeIcons,
    () => (src === undefined ? '' : iconSnapshot(src)),
    () => (src === undefined ? '' : typeof src === 'string' ? src : undefined),
  )
  return (
    <span
      className={styles.tile}
      style={{ width: size, height: size, background, fontSize: size * 0.55 }}
      aria-hidden="true"
      data-gh-chain-icon={url ? 'icon' : url === '' ? 'initial' : 'loading'}
    >
      {url ? (
        <img src={url} alt="" width={size} height={size} draggable={false} />
      ) : (
        url === '' && chainInitial(chain.name)
      )}
    </span>
  )
}

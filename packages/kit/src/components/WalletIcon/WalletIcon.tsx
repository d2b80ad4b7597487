import { useContext, useSyncExternalStore } from 'react'
import { iconSnapshot } from './iconCache'
import { IconsVersionContext, subscribeIcons } from './iconsVersion'
import styles from './WalletIcon.module.css'

export type WalletIconProps = {
  iconUrl: string | (() => Promise<string>)
  background: string
  size: number
}

/** Decorative: the wallet's name is always given by the surrounding control. */
export function WalletIcon({ iconUrl, background, size }: WalletIconProps) {
  // Re-renders a hidden, pre-rendered modal's icons as they arrive (see iconsVersion).
  useContext(IconsVersionContext)
  const src = useSyncExternalStore(
    subscribeIcons,
    // The bitmap made in idle time at this size, when there is one (see rasteriseIcon).
    () => iconSnapshot(iconUrl, size),
    () => (typeof iconUrl === 'string' ? iconUrl : undefined),
  )
  return (
    <span
      className={styles.tile}
      style={{ width: size, height: size, background }}
      aria-hidden="true"
    >
      {src && <img src={src} alt="" width={size} height={size} draggable={false} />}
    </span>
  )
}

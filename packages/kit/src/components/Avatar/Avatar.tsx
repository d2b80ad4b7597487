import type { AvatarProps } from '../../context/AvatarComponent'
import styles from './Avatar.module.css'
import { avatarColors } from './avatarColors'

/** The ENS avatar when one resolves, else a gradient generated from the address. */
export function Avatar({ address, ensImage, size }: AvatarProps) {
  if (ensImage) {
    return (
      <img
        className={styles.avatar}
        src={ensImage}
        width={size}
        height={size}
        alt=""
        draggable={false}
      />
    )
  }
  const [from, to] = avatarColors(address)
  return (
    <span
      className={styles.avatar}
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    />
  )
}

import type { CSSProperties } from 'react'
import { MAX_CONFETTI_PARTICLES } from '../../core/constants'
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion'
import styles from './Confetti.module.css'

const COLORS = [1, 2, 3, 4, 5].map((n) => `var(--gh-colors-confetti-${n})`)

// Worked out only when a burst is drawn: the wallet list renders one Confetti per wallet.
function particleStyles(count: number, burst: number): CSSProperties[] {
  const n = Math.min(count, MAX_CONFETTI_PARTICLES)
  return Array.from({ length: n }, (_, i) => {
    const angle = (i / n) * 2 * Math.PI
    const distance = 24 + ((i * 7 + burst) % 16)
    return {
      '--gh-dx': `${Math.cos(angle) * distance}px`,
      '--gh-dy': `${Math.sin(angle) * distance}px`,
      background: COLORS[i % COLORS.length],
    } as CSSProperties
  })
}

/** A burst on a wallet icon: at most 35 particles (§2), none when motion is reduced. */
export function Confetti({
  burst,
  count = MAX_CONFETTI_PARTICLES,
}: {
  burst: number
  count?: number
}) {
  const reduced = usePrefersReducedMotion()
  if (reduced || burst === 0) return null
  const particles = particleStyles(count, burst)
  return (
    <span className={styles.confetti} aria-hidden="true" data-confetti="" key={burst}>
      {particles.map((style, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: particles are positional and never reorder
        <span key={i} className={styles.particle} style={style} />
      ))}
    </span>
  )
}

import type { Transaction } from '../../core/transactionStore'
import styles from './RecentTransactions.module.css'

/**
 * What the icon shows: the stored status, a transaction that was cancelled (never ran), or one
 * dropped from the network (never mined).
 */
export type StatusIconKind = Transaction['status'] | 'cancelled' | 'dropped'

/**
 * A pending transaction shows a loading avatar (§4); finished ones a tick or a cross; a cancelled
 * or dropped transaction did not fail, it never ran, so each has its own sign and name, not the
 * cross.
 */
export function StatusIcon({ status, label }: { status: StatusIconKind; label: string }) {
  switch (status) {
    case 'pending':
      return <span className={styles.spinner} role="img" aria-label={label} data-loading="" />
    case 'confirmed':
      return (
        <span className={styles.icon} data-status="confirmed" aria-hidden="true">
          ✓
        </span>
      )
    case 'failed':
      return (
        <span className={styles.icon} data-status="failed" aria-hidden="true">
          ✕
        </span>
      )
    case 'cancelled':
      return (
        <span className={styles.icon} data-status="cancelled" role="img" aria-label={label}>
          <span aria-hidden="true">⊘</span>
        </span>
      )
    case 'dropped':
      return (
        <span className={styles.icon} data-status="dropped" role="img" aria-label={label}>
          <span aria-hidden="true">–</span>
        </span>
      )
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}

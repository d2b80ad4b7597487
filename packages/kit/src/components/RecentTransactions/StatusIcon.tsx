import type { Transaction } from '../../core/transactionStore'
import styles from './RecentTransactions.module.css'

/** A pending transaction shows a loading avatar (§4); finished ones a tick or a cross. */
export function StatusIcon({ status, label }: { status: Transaction['status']; label: string }) {
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
    default: {
      const exhaustive: never = status
      return exhaustive
    }
  }
}

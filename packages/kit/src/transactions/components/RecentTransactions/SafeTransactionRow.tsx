import { useLanguage } from '../../../context/LanguageContext'
import { isFinalSafeStatus, type SafeLookupErrorKind } from '../../../safe/facade'
import type { SafeTransactionInfo, Transaction } from '../../core/transactionStore'
import styles from './RecentTransactions.module.css'
import { StatusIcon } from './StatusIcon'

type Explorer = { name: string; url: string } | undefined

/** Each lookup error kind in words; the gateway's own text is never shown. */
const LOOKUP_ERROR_KEYS: Record<SafeLookupErrorKind, string> = {
  notFound: 'safe.tx.status_error.not_found',
  unreachable: 'safe.tx.status_error.unreachable',
  invalidResponse: 'safe.tx.status_error.invalid_response',
}

/**
 * A transaction sent from a Safe: "n of m confirmations" while the owners sign, then the
 * executed transaction's on-chain hash (linked to the explorer) and its receipt's verdict.
 */
export function SafeTransactionRow({
  transaction,
  safe,
  explorer,
}: {
  transaction: Transaction
  safe: SafeTransactionInfo
  explorer: Explorer
}) {
  const { t } = useLanguage()
  const safeStatus = t(`safe.tx.status.${safe.status}`)
  const waiting = !isFinalSafeStatus(safe.status)
  const parts = [safeStatus]
  if (waiting && safe.confirmationsRequired > 0)
    parts.push(
      t('safe.tx.confirmations', {
        confirmations: safe.confirmations,
        required: safe.confirmationsRequired,
      }),
    )
  if (safe.txHash && transaction.status !== 'pending')
    parts.push(t(`transactions.status.${transaction.status}`))
  const onchain = safe.txHash && t('safe.tx.onchain', { hash: safe.txHash })
  const href = safe.txHash && explorer && `${explorer.url.replace(/\/+$/, '')}/tx/${safe.txHash}`
  // Cancelled is stored as failed (it did not happen) but is shown as what it is.
  const cancelled = safe.status === 'CANCELLED'
  return (
    <div className={styles.row} data-safe-status={safe.status}>
      {cancelled ? (
        <StatusIcon status="cancelled" label={safeStatus} />
      ) : (
        <StatusIcon
          status={transaction.status}
          label={t(`transactions.status.${transaction.status}`)}
        />
      )}
      <span className={styles.text}>
        <span className={styles.description}>{transaction.description}</span>
        <span className={styles.status} data-status={cancelled ? 'cancelled' : transaction.status}>
          {parts.join(' · ')}
        </span>
        {onchain &&
          (href ? (
            <a className={styles.hash} href={href} target="_blank" rel="noreferrer">
              {onchain}
            </a>
          ) : (
            <span className={styles.hash}>{onchain}</span>
          ))}
        {safe.error && <span className={styles.error}>{t(LOOKUP_ERROR_KEYS[safe.error])}</span>}
      </span>
    </div>
  )
}

import { useLanguage } from '../../../context/LanguageContext'
import { transactionStatusKey } from '../../core/transactionStatusKey'
import type { HashTransaction, ReplacementInfo } from '../../core/transactionTypes'
import styles from './RecentTransactions.module.css'
import { StatusIcon } from './StatusIcon'

type Explorer = { name: string; url: string } | undefined

/**
 * A transaction whose nonce went to another one: sped up (confirmed or failed under the new
 * hash), cancelled in the wallet (its own sign, not the failed cross), or replaced by another
 * transaction; the mined one is linked to the explorer.
 */
export function ReplacedTransactionRow({
  transaction,
  replaced,
  explorer,
}: {
  transaction: HashTransaction
  replaced: ReplacementInfo
  explorer: Explorer
}) {
  const { t } = useLanguage()
  const status = t(transactionStatusKey(transaction))
  const cancelled = replaced.reason === 'cancelled'
  const mined = t('transactions.replaced.mined_as', { hash: replaced.hash })
  const href = explorer && `${explorer.url.replace(/\/+$/, '')}/tx/${replaced.hash}`
  return (
    <div className={styles.row} data-replaced={replaced.reason}>
      <StatusIcon status={cancelled ? 'cancelled' : transaction.status} label={status} />
      <span className={styles.text}>
        <span className={styles.description}>{transaction.description}</span>
        <span className={styles.status} data-status={cancelled ? 'cancelled' : transaction.status}>
          {`${status} · ${t(`transactions.replaced.${replaced.reason}`)}`}
        </span>
        {href ? (
          <a className={styles.hash} href={href} target="_blank" rel="noreferrer">
            {mined}
          </a>
        ) : (
          <span className={styles.hash}>{mined}</span>
        )}
      </span>
    </div>
  )
}

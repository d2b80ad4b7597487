import { useConnection } from 'wagmi'
import buttons from '../../../components/shared/buttons.module.css'
import lists from '../../../components/shared/lists.module.css'
import { useLanguage } from '../../../context/LanguageContext'
import { useStores } from '../../../context/StoresContext'
import { RECENT_TRANSACTIONS_SHOWN } from '../../../core/constants'
import { transactionStatusKey } from '../../core/transactionStatusKey'
import type { Transaction } from '../../core/transactionStore'
import { useRecentTransactions } from '../../hooks/useRecentTransactions'
import { useTransactionAnnouncement } from '../../hooks/useTransactionAnnouncement'
import { BatchTransactionRow } from './BatchTransactionRow'
import styles from './RecentTransactions.module.css'
import { ReplacedTransactionRow } from './ReplacedTransactionRow'
import { SafeTransactionRow } from './SafeTransactionRow'
import { StatusIcon } from './StatusIcon'

type Explorer = { name: string; url: string } | undefined

const explorerLink = (explorer: Explorer, path: string) =>
  explorer ? `${explorer.url.replace(/\/+$/, '')}${path}` : undefined

/** §2: the latest 3 transactions, Clear All, and a link to view more on the block explorer. */
export function RecentTransactions({ address, explorer }: { address: string; explorer: Explorer }) {
  const { t } = useLanguage()
  const { transactions: store } = useStores()
  const { chainId } = useConnection()
  const transactions = useRecentTransactions()
  const shown = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)
  const more = explorerLink(explorer, `/address/${address}`)
  // Status changes (confirmed, failed, a Safe's next stage) reach screen readers politely.
  const announcement = useTransactionAnnouncement(shown)
  return (
    <section className={styles.section} aria-labelledby="gh-transactions-title">
      <div className={styles.header}>
        <h3 id="gh-transactions-title" className={styles.title}>
          {t('transactions.title')}
        </h3>
        {shown.length > 0 && (
          <button
            type="button"
            className={`${buttons.link} ${buttons.small}`}
            onClick={() => store.clearTransactions(address, chainId)}
          >
            {t('transactions.clear_all')}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('transactions.empty')}</p>
      ) : (
        <ul className={lists.stack}>
          {shown.map((tx) => (
            <li key={tx.hash ?? `calls:${tx.callsId}`}>
              <TransactionRow transaction={tx} explorer={explorer} />
            </li>
          ))}
        </ul>
      )}
      <p className="gh-visually-hidden" role="status">
        {announcement}
      </p>
      {more && explorer && (
        <a
          className={`${buttons.link} ${buttons.small}`}
          href={more}
          target="_blank"
          rel="noreferrer"
        >
          {t('transactions.view_more', { explorer: explorer.name })}
        </a>
      )}
    </section>
  )
}

function TransactionRow({
  transaction,
  explorer,
}: {
  transaction: Transaction
  explorer: Explorer
}) {
  const { t } = useLanguage()
  // A Safe transaction's hash (or a Safe batch's calls id) is its safeTxHash, not an on-chain one:
  // no /tx/ link for it; the Safe's own lifecycle, then the executed transaction.
  if (transaction.safe)
    return (
      <SafeTransactionRow transaction={transaction} safe={transaction.safe} explorer={explorer} />
    )
  if (transaction.callsId !== undefined)
    return <BatchTransactionRow transaction={transaction} explorer={explorer} />
  if (transaction.replaced)
    return (
      <ReplacedTransactionRow
        transaction={transaction}
        replaced={transaction.replaced}
        explorer={explorer}
      />
    )
  const status = t(transactionStatusKey(transaction))
  // Dropped: it left the network unmined, which is not a failure of what it was sent to do.
  const shown = transaction.dropped ? 'dropped' : transaction.status
  const content = (
    <>
      <StatusIcon status={shown} label={status} />
      <span className={styles.text}>
        <span className={styles.description}>{transaction.description}</span>
        <span className={styles.status} data-status={shown}>
          {transaction.dropped ? `${status} · ${t('transactions.dropped.detail')}` : status}
        </span>
      </span>
    </>
  )
  const href = explorerLink(explorer, `/tx/${transaction.hash}`)
  if (!href) return <div className={styles.row}>{content}</div>
  return (
    <a className={styles.row} href={href} target="_blank" rel="noreferrer">
      {content}
    </a>
  )
}

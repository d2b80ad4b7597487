import { useLanguage } from '../../../context/LanguageContext'
import type { Translate } from '../../../i18n/translate'
import { callsFrom, stopWords } from '../../core/calls/sequenceWords'
import { transactionStatusKey } from '../../core/transactionStatusKey'
import type {
  BatchTransaction,
  CallsInfo,
  CallsLookupErrorKind,
  CallsSequence,
} from '../../core/transactionTypes'
import styles from './RecentTransactions.module.css'
import { StatusIcon } from './StatusIcon'

type Explorer = { name: string; url: string } | undefined

/** Each lookup error kind in words; the wallet's own text is never shown. */
const LOOKUP_ERROR_KEYS: Record<CallsLookupErrorKind, string> = {
  unreachable: 'transactions.calls.status_error.unreachable',
  invalidResponse: 'transactions.calls.status_error.invalid_response',
  otherChain: 'transactions.calls.status_error.other_chain',
  wentBack: 'transactions.calls.status_error.went_back',
}

/**
 * Calls sent one by one: "2 of 3 confirmed" while they go, then the call the run stopped at and
 * the calls not sent (an interrupted run: the calls its page had not sent when it went away).
 */
function sequenceText(t: Translate, sequence: CallsSequence, calls: CallsInfo): string {
  const { total, stopped } = sequence
  const parts: string[] = []
  if (calls.status === 'pending') {
    const done = calls.receipts.filter((receipt) => receipt.status === 'success').length
    parts.push(t('transactions.calls.progress', { done, total }))
  }
  if (stopped) {
    const notSent = callsFrom(stopped.interrupted ? stopped.index : stopped.index + 1, total)
    parts.push(
      stopWords(t, { failed: stopped.interrupted ? undefined : stopped.index, notSent, total }),
    )
  }
  return parts.join(' · ')
}

/**
 * An EIP-5792 batch: its status as the wallet reported it (pending, confirmed, failed off-chain,
 * reverted, partly reverted), then each on-chain transaction's verdict linked to the explorer.
 */
export function BatchTransactionRow({
  transaction,
  explorer,
}: {
  transaction: BatchTransaction
  explorer: Explorer
}) {
  const { t } = useLanguage()
  const { calls } = transaction
  const status = t(transactionStatusKey(transaction))
  const count = calls.receipts.length
  return (
    <div className={styles.row} data-calls-status={calls.status}>
      <StatusIcon status={transaction.status} label={status} />
      <span className={styles.text}>
        <span className={styles.description}>{transaction.description}</span>
        <span className={styles.status} data-status={transaction.status}>
          {status}
        </span>
        {transaction.sequence && (
          <span className={styles.status}>{sequenceText(t, transaction.sequence, calls)}</span>
        )}
        {calls.receipts.map((receipt, i) => {
          const text = t(`transactions.calls.receipt.${receipt.status}`, { index: i + 1, count })
          const href =
            explorer && `${explorer.url.replace(/\/+$/, '')}/tx/${receipt.transactionHash}`
          return href ? (
            <a
              key={receipt.transactionHash}
              className={styles.hash}
              href={href}
              target="_blank"
              rel="noreferrer"
            >
              {text}
            </a>
          ) : (
            <span key={receipt.transactionHash} className={styles.hash}>
              {text}
            </span>
          )
        })}
        {calls.error && <span className={styles.error}>{t(LOOKUP_ERROR_KEYS[calls.error])}</span>}
      </span>
    </div>
  )
}

import { useLanguage } from '../../context/LanguageContext'
import { useStatusAnnouncement } from '../../hooks/useStatusAnnouncement'
import { transactionStatusKey } from '../core/transactionStatusKey'
import type { Transaction } from '../core/transactionStore'

/** The latest status change among `transactions` ("Description: Confirmed"), for a live region. */
export function useTransactionAnnouncement(transactions: readonly Transaction[]): string {
  const { t } = useLanguage()
  return useStatusAnnouncement(
    transactions.map((tx) => ({
      key: tx.hash ?? `calls:${tx.callsId}`,
      status: `${tx.status} ${tx.safe?.status ?? tx.calls?.status ?? tx.replaced?.reason ?? ''}`,
      text: `${tx.description}: ${
        tx.safe ? t(`safe.tx.status.${tx.safe.status}`) : t(transactionStatusKey(tx))
      }`,
    })),
  )
}

import { formatBalance } from '@gatehouse/kit'
import { useRequestSafeAddressBook, useSafeBalances } from '@gatehouse/kit/safe'
import { formatUnits } from 'viem'
import type { DemoTranslate } from '../i18n/t'
import { useDemoT } from '../i18n/t'
import styles from './SafePanel.module.css'

/** The fiat currency the demo values the Safe's tokens in (the gateway's default). */
const CURRENCY = 'usd'

/** §6: the Safe refused (or the request was invalid): the SDK's permissions error, code 4001. */
const permissionCode = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

function addressBookStatus(
  t: DemoTranslate,
  book: ReturnType<typeof useRequestSafeAddressBook>,
): string {
  if (book.isPending) return t('safe.address_book.waiting')
  if (book.isError) {
    const code = permissionCode(book.error)
    return code === 4001
      ? t('safe.address_book.rejected', { code: String(code) })
      : t('safe.address_book.error', { message: book.error.message })
  }
  if (book.isSuccess)
    return book.data.length === 0
      ? t('safe.address_book.empty')
      : t('safe.address_book.granted', { count: String(book.data.length) })
  return ''
}

/**
 * Inside a Safe host: the Safe's balances (getSafeBalances) and, once the visitor allows it in
 * the Safe, its address book (requestAddressBook). Each status change is said by a live region
 * that is on the page before it changes.
 */
export function SafePanel() {
  const t = useDemoT()
  const balances = useSafeBalances({ currency: CURRENCY })
  const book = useRequestSafeAddressBook()
  const balancesStatus = balances.isPending
    ? t('safe.balances.loading')
    : balances.isError
      ? t('safe.balances.error')
      : ''
  return (
    <div className={styles.safe}>
      <h3 id="demo-safe-balances">{t('safe.balances.title')}</h3>
      <p role="status" className={styles.status}>
        {balancesStatus}
      </p>
      {balances.data && (
        <>
          <ul aria-labelledby="demo-safe-balances" className={styles.list}>
            {balances.data.items.map((item) => (
              <li key={item.tokenInfo.address}>
                {t('safe.balances.token', {
                  balance: formatBalance(
                    formatUnits(BigInt(item.balance), item.tokenInfo.decimals),
                  ),
                  symbol: item.tokenInfo.symbol,
                })}{' '}
                <span className={styles.fiat}>
                  {t('safe.balances.fiat', {
                    value: item.fiatBalance,
                    currency: CURRENCY.toUpperCase(),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p>
            {t('safe.balances.total', {
              value: balances.data.fiatTotal,
              currency: CURRENCY.toUpperCase(),
            })}
          </p>
        </>
      )}
      <h3 id="demo-safe-address-book">{t('safe.address_book.title')}</h3>
      <p>{t('safe.address_book.explain')}</p>
      <button
        type="button"
        className={styles.button}
        disabled={book.isPending}
        onClick={() => book.mutate()}
      >
        {t('safe.address_book.show')}
      </button>
      <p role="status" className={styles.status} data-testid="demo-safe-address-book-status">
        {addressBookStatus(t, book)}
      </p>
      {book.isSuccess && book.data.length > 0 && (
        <ul aria-labelledby="demo-safe-address-book" className={styles.list}>
          {book.data.map((entry) => (
            <li key={`${entry.chainId}:${entry.address}`}>
              {entry.name} <span className={styles.mono}>{entry.address}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

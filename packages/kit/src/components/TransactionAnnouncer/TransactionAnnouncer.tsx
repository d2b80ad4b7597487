import { lazy, Suspense, useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import { transactionStoreCode } from '../../providers/transactionStoreCode'

// The store's code with the follower's, so its first render reads the real transactions.
const TransactionFollower = lazy(() =>
  Promise.all([import('./TransactionFollower'), transactionStoreCode.load()]).then(([m]) => ({
    default: m.TransactionFollower,
  })),
)

/**
 * The page's live region for the connected account's transaction status changes, there from the
 * first render so that each change is announced. What fills it (the tracker that follows pending
 * transactions to their receipts, and the announcements) loads once an account is connected
 * (#18): before that there is nothing to follow. Started after mount, as the Safe App notice, so
 * a server-rendered page hydrates the same empty region; kept once started, so a reconnection
 * does not load or reset it again.
 */
export function TransactionAnnouncer() {
  const { address } = useConnection()
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (address) setStarted(true)
  }, [address])
  return (
    <p className="gh-visually-hidden" role="status">
      {started && (
        <Suspense fallback={null}>
          <TransactionFollower />
        </Suspense>
      )}
    </p>
  )
}

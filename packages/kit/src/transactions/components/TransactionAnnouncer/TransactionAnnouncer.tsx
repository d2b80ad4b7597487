import { useConnection } from 'wagmi'
import { loadOnce } from '../../../loading/loadOnce'
import { useLoaded } from '../../../loading/useLoaded'
import { transactionStoreCode } from '../../transactionStoreCode'

// The store's code with the follower's, so its first render reads the real transactions.
const followerCode = loadOnce(() =>
  Promise.all([import('./TransactionFollower'), transactionStoreCode.load()]).then(
    ([m]) => m.TransactionFollower,
  ),
)

const warn = (error: unknown) => console.warn('Transaction tracking could not be loaded', error)

/**
 * The page's live region for the connected account's transaction status changes, there from the
 * first render so that each change is announced. What fills it (the tracker that follows pending
 * transactions to their receipts, and the announcements) loads once an account is connected
 * (#18): before that there is nothing to follow. Loaded after mount, as the Safe App notice, so
 * a server-rendered page hydrates the same empty region; kept once loaded, so a reconnection
 * does not load or reset it again. A chunk that fails to load leaves the region empty, and the
 * next connection tries again.
 */
export function TransactionAnnouncer() {
  const { address } = useConnection()
  const Follower = useLoaded(followerCode, { when: address !== undefined, onError: warn })
  return (
    <p className="gh-visually-hidden" role="status">
      {Follower && <Follower />}
    </p>
  )
}

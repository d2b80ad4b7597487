import { type ComponentType, useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import { transactionStoreCode } from '../../transactionStoreCode'

let loading: Promise<ComponentType> | undefined

// The store's code with the follower's, so its first render reads the real transactions. Loaded
// once per page; a failed request is forgotten, so the next connection tries again.
function loadFollower(): Promise<ComponentType> {
  loading ??= Promise.all([import('./TransactionFollower'), transactionStoreCode.load()]).then(
    ([m]) => m.TransactionFollower,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The page's live region for the connected account's transaction status changes, there from the
 * first render so that each change is announced. What fills it (the tracker that follows pending
 * transactions to their receipts, and the announcements) loads once an account is connected
 * (#18): before that there is nothing to follow. Started after mount, as the Safe App notice, so
 * a server-rendered page hydrates the same empty region; kept once loaded, so a reconnection
 * does not load or reset it again. Not React.lazy: a chunk that fails to load (gone after a
 * deploy) would be thrown into the app's tree; here it only leaves the region empty.
 */
export function TransactionAnnouncer() {
  const { address } = useConnection()
  const [Follower, setFollower] = useState<ComponentType>()
  useEffect(() => {
    if (!address || Follower) return
    let live = true
    loadFollower().then(
      (component) => {
        if (live) setFollower(() => component)
      },
      (error: unknown) => console.warn('Transaction tracking could not be loaded', error),
    )
    return () => {
      live = false
    }
  }, [address, Follower])
  return (
    <p className="gh-visually-hidden" role="status">
      {Follower && <Follower />}
    </p>
  )
}

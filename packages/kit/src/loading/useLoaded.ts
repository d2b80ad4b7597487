import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Once } from './loadOnce'

export type UseLoadedOptions = {
  /** Start the load (after mount) only while this holds; default true. */
  when?: boolean
  /** Told when the load fails while the component still wants it; the next mount or `when` retries. */
  onError?: (error: unknown) => void
}

const nothing = () => undefined

/**
 * The kit's one way to render lazily loaded code (modals, the chain icon, the transaction
 * announcer, the Safe App notice): the loaded value, or undefined while it loads, and a re-render
 * when it arrives. Not React.lazy: nothing suspends (React would hold a Suspense fallback for its
 * reveal throttle even for code already in memory), and a chunk that cannot be loaded leaves the
 * caller's placeholder and calls `onError` instead of being thrown into the app's tree, where it
 * unmounts the whole page when no error boundary catches it. The load starts after mount, so a
 * server-rendered page hydrates the same markup; code another component already loaded is
 * rendered at once.
 */
export function useLoaded<T>(once: Once<T>, options: UseLoadedOptions = {}): T | undefined {
  const { when = true, onError } = options
  const value = useSyncExternalStore(once.subscribe, once.loaded, nothing)
  // The latest handler without restarting the load each render (a new arrow each time).
  const handler = useRef(onError)
  useEffect(() => {
    handler.current = onError
  })
  const missing = value === undefined
  useEffect(() => {
    if (!when || !missing) return
    let live = true
    once().catch((error: unknown) => {
      if (live) handler.current?.(error)
    })
    return () => {
      live = false
    }
  }, [once, when, missing])
  return value
}

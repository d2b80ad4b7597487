import { useCallback, useSyncExternalStore } from 'react'

// One live MediaQueryList per query for the page's life: `matchMedia` builds and evaluates a new
// list on each call, and the snapshot below is read on every render of every subscriber.
// (Kept per `matchMedia` function, so a replaced one — a polyfill, a test's emulation — is used.)
const lists = new Map<string, MediaQueryList>()
let listsOf: typeof window.matchMedia | undefined

function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined
  if (listsOf !== window.matchMedia) {
    lists.clear()
    listsOf = window.matchMedia
  }
  let list = lists.get(query)
  if (!list) {
    list = window.matchMedia(query)
    lists.set(query, list)
  }
  return list
}

/** Subscribes to a CSS media query; false on the server. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query)
      if (!list) return () => {}
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  )
}

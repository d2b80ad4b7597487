import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while React hydrates that HTML, true from then on (and from
 * the first render of a client-only app). A server-rendered button has no click handler until
 * hydration, so the kit marks it not ready instead of letting a click vanish.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

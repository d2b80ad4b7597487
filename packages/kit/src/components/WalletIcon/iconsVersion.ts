import { createContext } from 'react'

// When an icon arrives (a lazy icon's URL, a bitmap made in idle time, the chain icon set), its
// users are told. useSyncExternalStore subscriptions are effects, and a modal rendered ahead of
// its opening (hidden, see lazyModal) runs none: GatehouseModals, which is shown, subscribes here
// and hands the count down as IconsVersionContext, so the icons of a hidden modal follow too and
// its first frame shows the icons of that moment. Kept apart from the icon cache, which loads in
// idle time, because GatehouseModals is part of the first render.
let version = 0
const listeners = new Set<() => void>()

/** The number of icon changes so far: a snapshot for useSyncExternalStore. */
export const iconsVersion = (): number => version

export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every subscriber that an icon (or the chain icon set) changed. */
export function iconsChanged(): void {
  version++
  for (const listener of listeners) listener()
}

/** iconsVersion as GatehouseModals last rendered it; reading it re-renders on each change. */
export const IconsVersionContext = createContext(0)

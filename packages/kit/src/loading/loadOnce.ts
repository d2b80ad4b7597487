/**
 * A load that runs once and is shared. Every call before it settles gets the same promise, and
 * once it has resolved its value is also there synchronously (`loaded()`), so a component can
 * render it in the same render as the state change that needs it. A failure is forgotten: the
 * next call tries again (a chunk gone after a deploy, the network down for a moment). The kit's
 * lazily loaded code (modals, icons, the transaction store, connectors, transports) goes through
 * here; see docs/architecture.md, "What loads when".
 */
export type Once<T> = {
  (): Promise<T>
  /** The value once the load has resolved; undefined before, and after a failure. */
  readonly loaded: () => T | undefined
  /** Calls `listener` when the value arrives; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
}

export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let value: { current: T } | undefined
  let loading: Promise<T> | undefined
  const listeners = new Set<() => void>()
  const once = () => {
    loading ??= load().then(
      (loadedValue) => {
        value = { current: loadedValue }
        for (const listener of [...listeners]) listener()
        return loadedValue
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.assign(once, {
    loaded: () => value?.current,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  })
}

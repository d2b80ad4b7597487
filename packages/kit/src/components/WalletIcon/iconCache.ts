// Icons are lazy modules (kept out of the first-render bundle); this caches each load once and
// lets components subscribe with useSyncExternalStore instead of effect-and-setState.
type Loader = () => Promise<string>

const resolved = new Map<Loader, string>()
const pending = new Map<Loader, Promise<void>>()
const listeners = new Set<() => void>()

export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function iconSnapshot(source: string | Loader): string | undefined {
  if (typeof source === 'string') return source
  const url = resolved.get(source)
  if (url === undefined && !pending.has(source)) {
    pending.set(
      source,
      source()
        .then((value) => {
          resolved.set(source, value)
          for (const listener of listeners) listener()
        })
        // A missing icon leaves the coloured tile; it is decoration, never a failure.
        .catch(() => {}),
    )
  }
  return url
}

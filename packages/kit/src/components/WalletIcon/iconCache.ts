// Icons are lazy modules (kept out of the first-render bundle); this caches each load once and
// lets components subscribe with useSyncExternalStore instead of effect-and-setState.
export type IconLoader = () => Promise<string>
export type IconSource = string | IconLoader

const resolved = new Map<IconLoader, string>()
const pending = new Map<IconLoader, Promise<void>>()
const listeners = new Set<() => void>()
// Decoded once ahead of use: an <img> whose URL the document already holds shows on the frame it
// is inserted in, instead of one frame later. Kept referenced so the image stays available.
const warmed = new Map<string, HTMLImageElement>()

export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The icon's URL if known now; starts loading it otherwise (subscribers hear when it arrives). */
export function iconSnapshot(source: IconSource): string | undefined {
  if (typeof source === 'string') return source
  const url = resolved.get(source)
  if (url === undefined) void load(source)
  return url
}

function load(source: IconLoader): Promise<void> {
  let loading = pending.get(source)
  if (!loading) {
    loading = source()
      .then((value) => {
        resolved.set(source, value)
        for (const listener of listeners) listener()
      })
      // A missing icon leaves the coloured tile; it is decoration, never a failure. Forgotten, so
      // the next render after a network failure tries again.
      .catch(() => {
        pending.delete(source)
      })
    pending.set(source, loading)
  }
  return loading
}

/**
 * Loads and decodes these icons (in idle time, before a list shows them), so the list's first
 * frame has every icon. Settles when all are ready; a failed icon is skipped.
 */
export async function preloadIcons(sources: Iterable<IconSource>): Promise<void> {
  await Promise.all(
    [...new Set(sources)].map(async (source) => {
      if (typeof source !== 'string') await load(source)
      const url = typeof source === 'string' ? source : resolved.get(source)
      if (url !== undefined) await warm(url)
    }),
  )
}

async function warm(url: string): Promise<void> {
  if (warmed.has(url) || typeof Image === 'undefined') return
  const image = new Image()
  warmed.set(url, image)
  image.src = url
  // jsdom has no decode; a browser that cannot decode the icon leaves the tile, as above.
  await image.decode?.().catch(() => {})
}

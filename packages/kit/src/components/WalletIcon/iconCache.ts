// Icons are lazy modules (kept out of the first-render bundle); this caches each load once and
// lets components subscribe with useSyncExternalStore instead of effect-and-setState.
import { iconsChanged } from './iconsVersion'

export type IconLoader = () => Promise<string>
export type IconSource = string | IconLoader

const resolved = new Map<IconLoader, string>()
const pending = new Map<IconLoader, Promise<void>>()
// Decoded once ahead of use: an <img> whose URL the document already holds shows on the frame it
// is inserted in, instead of one frame later. Kept referenced so the image stays available.
const warmed = new Map<string, HTMLImageElement>()
// Bitmaps of icons at the size a list shows them (issue #18), made in idle time by
// preloadKitIcons: an SVG <img> is laid out and painted as its own document on the main thread
// at paint time (1-3 ms each, 4x throttled); a decoded PNG of the displayed size is a plain
// bitmap draw. Keyed by URL, then by `${size}@${devicePixelRatio}`.
const rasters = new Map<string, Map<string, string>>()

const rasterKey = (size: number) =>
  `${size}@${typeof devicePixelRatio === 'number' ? devicePixelRatio : 1}`

/** Records a bitmap of `url` drawn at `size` CSS px for the current device pixel ratio. */
export function storeRaster(url: string, size: number, raster: string): void {
  const bySize = rasters.get(url) ?? new Map<string, string>()
  rasters.set(url, bySize)
  bySize.set(rasterKey(size), raster)
  iconsChanged()
}

/** The stored bitmap of `url` at `size` for this device pixel ratio, if one was made. */
export function rasterOf(url: string, size: number): string | undefined {
  return rasters.get(url)?.get(rasterKey(size))
}

/**
 * The icon's URL if known now (its bitmap at `size`, when one was made); starts loading it
 * otherwise (subscribers hear when it arrives).
 */
export function iconSnapshot(source: IconSource, size?: number): string | undefined {
  const url = typeof source === 'string' ? source : resolved.get(source)
  if (url === undefined) {
    void load(source as IconLoader)
    return undefined
  }
  return (size !== undefined && rasterOf(url, size)) || url
}

function load(source: IconLoader): Promise<void> {
  let loading = pending.get(source)
  if (!loading) {
    loading = source()
      .then((value) => {
        resolved.set(source, value)
        iconsChanged()
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

/** Loads the icons' modules (a lazy icon's URL), without decoding them; a failed one is skipped. */
export async function loadIcons(sources: Iterable<IconSource>): Promise<void> {
  await Promise.all(
    [...new Set(sources)].map((source) => (typeof source === 'string' ? undefined : load(source))),
  )
}

/**
 * Loads and decodes these icons (in idle time, before a list shows them), so the list's first
 * frame has every icon. Settles when all are ready; a failed icon is skipped. Each decoded image
 * is handed to `then` (preloadKitIcons makes the list's bitmaps there).
 */
export async function preloadIcons(
  sources: Iterable<IconSource>,
  then?: (url: string, image: HTMLImageElement) => Promise<void>,
): Promise<void> {
  await Promise.all(
    [...new Set(sources)].map(async (source) => {
      if (typeof source !== 'string') await load(source)
      const url = typeof source === 'string' ? source : resolved.get(source)
      if (url === undefined) return
      const image = await warm(url)
      if (image && then) await then(url, image)
    }),
  )
}

/** Decodes `url` once; the decoded image, or undefined where it cannot be decoded. */
export async function warm(url: string): Promise<HTMLImageElement | undefined> {
  if (typeof Image === 'undefined') return undefined
  let image = warmed.get(url)
  if (!image) {
    image = new Image()
    warmed.set(url, image)
    image.src = url
  }
  // jsdom has no decode; a browser that cannot decode the icon leaves the tile, as above.
  const decoded = await (image.decode?.() ?? Promise.resolve()).then(
    () => true,
    () => false,
  )
  return decoded ? image : undefined
}

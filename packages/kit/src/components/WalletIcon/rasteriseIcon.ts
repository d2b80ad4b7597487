import { rasterOf, storeRaster, warm } from './iconCache'

/**
 * Draws a decoded icon at `size` CSS px × devicePixelRatio into a PNG data: URL, decodes it and
 * stores it for WalletIcon (issue #18: a bitmap paints as one draw; an SVG <img> is laid out and
 * painted as a document of its own, on the main thread, in the frame that shows it). A data: URL
 * because the CSP allows `img-src data:` but not blob:. Nothing is stored when the browser has no
 * OffscreenCanvas or the image cannot be read back (a cross-origin icon taints the canvas):
 * WalletIcon then shows the original URL, as before.
 */
export async function rasteriseIcon(
  url: string,
  image: HTMLImageElement,
  size: number,
): Promise<void> {
  if (typeof OffscreenCanvas === 'undefined' || rasterOf(url, size) !== undefined) return
  const pixels = Math.max(1, Math.round(size * (globalThis.devicePixelRatio || 1)))
  try {
    const canvas = new OffscreenCanvas(pixels, pixels)
    const context = canvas.getContext('2d')
    if (!context) return
    // Stretched to the square, as the <img width={size} height={size}> draws it.
    context.drawImage(image, 0, 0, pixels, pixels)
    const raster = await dataUrlOf(await canvas.convertToBlob({ type: 'image/png' }))
    if ((await warm(raster)) !== undefined) storeRaster(url, size, raster)
  } catch {
    // A tainted canvas (SecurityError) or a failed encode: the original URL stays in use.
  }
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

// The SVG the QRCode component shows, in the shape the qrcode package drew it (margin 0): a white
// square and one black stroked path, one horizontal segment per run of dark modules, each on its
// row's centre line, so the component's CSS and tests see the same markup.
import { encodeQr } from './encodeQr'

export function qrSvg(text: string): string {
  const { size, modules } = encodeQr(text)
  return matrixSvg(size, modules)
}

/** A size × size matrix (1 dark, row by row) as the SVG. */
export function matrixSvg(size: number, modules: ArrayLike<number | boolean>): string {
  let path = ''
  for (let y = 0; y < size; y++) {
    let lastEnd = -1
    for (let x = 0; x < size; x++) {
      if (!modules[y * size + x]) continue
      let end = x
      while (end + 1 < size && modules[y * size + end + 1]) end++
      path += lastEnd < 0 ? `M${x} ${y + 0.5}` : `m${x - lastEnd} 0`
      path += `h${end - x + 1}`
      lastEnd = end + 1
      x = end
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${size}v${size}H0z"/><path stroke="#000000" d="${path}"/></svg>\n`
}

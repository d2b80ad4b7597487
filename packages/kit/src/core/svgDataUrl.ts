/**
 * An SVG document as an image data: URL, the whitespace between tags dropped first (the icon
 * package's files are pretty-printed; every newline would cost three bytes once encoded).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/>\s+</g, '><'))}`
}

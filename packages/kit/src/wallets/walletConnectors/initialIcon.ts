/**
 * A wallet's own neutral mark where the icon package has none: its initial, in white or near-black
 * (whichever reads better), on its brand colour. Drawn as paths-free SVG text in the system font.
 */
export function initialIcon(initial: string, brand: string): string {
  const ink = isLight(brand) ? '#111827' : '#ffffff'
  const size = initial.length > 1 ? 12 : 15
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" fill="${brand}"/><text x="14" y="14" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${size}" font-weight="700" fill="${ink}">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** Relative luminance above the midpoint (WCAG's formula on sRGB channels). */
function isLight(hex: string): boolean {
  const digits =
    hex.length === 4
      ? [...hex.slice(1)].map((d) => d + d)
      : [1, 3, 5].map((i) => hex.slice(i, i + 2))
  const [r, g, b] = digits.map((d) => {
    const c = Number.parseInt(d, 16) / 255
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.179
}

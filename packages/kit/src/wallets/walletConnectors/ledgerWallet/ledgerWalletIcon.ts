// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#000000"/><path d="M6 6h5M6 6v5M22 22h-5M22 22v-5" stroke="#ffffff" stroke-width="2"/><text x="14" y="18.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" font-weight="700" fill="#ffffff">L</text></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

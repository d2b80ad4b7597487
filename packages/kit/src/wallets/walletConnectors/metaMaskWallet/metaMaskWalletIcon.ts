// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#fff5eb"/><path d="M5 8l9 13 9-13z" fill="none" stroke="#e2761b" stroke-width="1.5" stroke-linejoin="round"/><text x="14" y="18.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" font-weight="700" fill="#e2761b">M</text></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

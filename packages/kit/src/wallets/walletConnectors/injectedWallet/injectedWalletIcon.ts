// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#ffffff"/><rect x="5" y="7" width="18" height="14" rx="2" fill="none" stroke="#6b7280" stroke-width="2"/><path d="M5 11h18" stroke="#6b7280" stroke-width="2"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

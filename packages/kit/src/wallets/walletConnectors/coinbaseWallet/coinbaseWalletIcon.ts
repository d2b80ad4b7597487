// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1652f0"/><circle cx="14" cy="14" r="8" fill="#ffffff"/><rect x="11" y="11" width="6" height="6" rx="1" fill="#1652f0"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

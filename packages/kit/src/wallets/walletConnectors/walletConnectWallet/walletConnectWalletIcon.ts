// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#3b99fc"/><path d="M7 12c4-4 10-4 14 0M9.5 15.5c2.5-2.5 6.5-2.5 9 0" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#0500ff"/><path d="M14 5l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V8z" fill="none" stroke="#48ff91" stroke-width="2" stroke-linejoin="round"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

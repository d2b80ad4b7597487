// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#0b1f4a"/><path d="M6 21a8 8 0 0 1 16 0" fill="none" stroke="#ff7a2f" stroke-width="2.5"/><path d="M9.5 21a4.5 4.5 0 0 1 9 0" fill="none" stroke="#ffd23f" stroke-width="2.5"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

// An original, simple mark in the wallet's colours (not its trademarked logo). Loaded lazily
// through the wallet's iconUrl so icons stay out of the first-render bundle.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#fb542b"/><path d="M14 4l8 4-2 12-6 4-6-4L6 8z" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linejoin="round"/><text x="14" y="18.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" font-weight="700" fill="#ffffff">B</text></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

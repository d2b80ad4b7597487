// The generic Browser Wallet has no brand: our own neutral mark, a wallet with its clasp, in
// slate on a light tile. Loaded lazily through the wallet's iconUrl.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" fill="#f3f4f6"/><path d="M7 9.5A2.5 2.5 0 0 1 9.5 7h9.75a.75.75 0 0 1 0 1.5H9.5a1 1 0 0 0 0 2h11A2.5 2.5 0 0 1 23 13v6.5a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 7 19.5z" fill="#4b5563"/><rect x="16.5" y="14.25" width="6.5" height="3.5" rx="1.75" fill="#f3f4f6"/><circle cx="18.5" cy="16" r=".9" fill="#4b5563"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

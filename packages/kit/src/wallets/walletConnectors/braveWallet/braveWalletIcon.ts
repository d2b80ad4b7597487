// The icon package has no Brave mark, and Brave's lion is a trademark: our own mark instead, a
// shield in Brave's orange. Loaded lazily through the wallet's iconUrl.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b2c"/><stop offset="1" stop-color="#f0391c"/></linearGradient></defs><rect width="28" height="28" fill="url(#b)"/><path d="M9.4 5.5h9.2l1.7 2 2.3-.5 1 1.6-1.2 1.4.5 1.6-3.1 9.7a3.6 3.6 0 0 1-1.7 2.1L14 25.5l-4.1-2.1a3.6 3.6 0 0 1-1.7-2.1L5.1 11.6l.5-1.6-1.2-1.4 1-1.6 2.3.5z" fill="#fff"/><path d="M11.2 15.2h5.6L14 18.6z" fill="#f0391c"/><path d="M10.3 11.6l2.2.6M17.7 11.6l-2.2.6" stroke="#f0391c" stroke-width="1.4" stroke-linecap="round"/></svg>'

export default `data:image/svg+xml,${encodeURIComponent(svg)}`

/** What index.html carries until a server writes a nonce in its place (Vite's dev server does not). */
const PLACEHOLDER = '__CSP_NONCE__'

/**
 * This page's Content-Security-Policy nonce, from the `<meta property="csp-nonce">` the server
 * fills in (the property Vite's own runtime reads too). Read through the `nonce` property: browsers
 * hide the attribute's value from scripts once the page has loaded.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce
  return nonce && nonce !== PLACEHOLDER ? nonce : undefined
}

// A Verify client for a Verify server at `verifyUrl` (verify-client-api, verify-attestations,
// verify-server-api). register: the browser attestation — the server's enclave page in a hidden
// frame, sent each attestation id by window.postMessage, which tells the enclave this page's
// origin (the browser, not this code, vouches for it); the enclave registers it with the server.
// resolve: `GET {verifyUrl}/attestation/{id}` → `{ origin }`. Neither throws into the sign client:
// a failure is an attestation the wallet cannot find (`unknown`), never a failed connection.
import { VERIFY_ENCLAVE_LOAD_TIMEOUT_MS } from './constants'
import type { VerifyClient } from './VerifyClient'

export type CreateVerifyClientOptions = {
  /** The Verify server: its enclave page, and `/attestation` below it. */
  verifyUrl: string
  /** For resolve; the global fetch by default. */
  fetch?: typeof globalThis.fetch
  /** For register: where the enclave's frame goes; the global document by default (browsers). */
  document?: Document
}

export function createVerifyClient(options: CreateVerifyClientOptions): VerifyClient {
  const { verifyUrl } = options
  const base = verifyUrl.replace(/\/+$/, '')
  const enclaveOrigin = new URL(verifyUrl).origin
  let enclave: Promise<Window | undefined> | undefined

  /** The enclave's frame, added once, hidden; resolves once loaded (or after the load deadline). */
  const openEnclave = (doc: Document): Promise<Window | undefined> => {
    const frame = doc.createElement('iframe')
    frame.src = verifyUrl
    frame.title = 'WalletConnect Verify'
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
    const loaded = new Promise<void>((resolve) => {
      const deadline = setTimeout(resolve, VERIFY_ENCLAVE_LOAD_TIMEOUT_MS)
      frame.addEventListener(
        'load',
        () => {
          clearTimeout(deadline)
          resolve()
        },
        { once: true },
      )
    })
    doc.body.appendChild(frame)
    return loaded.then(() => frame.contentWindow ?? undefined)
  }

  /** The enclave, opened on first use; none outside a browser page (it has no origin to attest). */
  const theEnclave = (): Promise<Window | undefined> => {
    const doc = options.document ?? globalThis.document
    if (!doc?.body) return Promise.resolve(undefined)
    enclave ??= openEnclave(doc)
    return enclave
  }

  return {
    async init() {
      await theEnclave()
    },
    async register({ attestationId }) {
      const target = await theEnclave()
      // The target origin keeps the id from any page but the Verify server's.
      target?.postMessage(attestationId, enclaveOrigin)
    },
    async resolve({ attestationId }) {
      const fetch = options.fetch ?? globalThis.fetch
      try {
        const response = await fetch(`${base}/attestation/${encodeURIComponent(attestationId)}`)
        if (!response.ok) return undefined
        const body: unknown = await response.json()
        const origin = (body as { origin?: unknown } | null)?.origin
        return typeof origin === 'string' ? origin : undefined
      } catch {
        return undefined
      }
    },
  }
}

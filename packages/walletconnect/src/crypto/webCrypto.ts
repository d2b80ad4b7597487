// Which of the protocol's algorithms this runtime's WebCrypto can do, so the noble libraries (and
// Ed25519's base-point table, which noble computes on first use) load only where it cannot.
// SHA-256 and HKDF are in every WebCrypto; Ed25519 and X25519 came later (Chromium 137 and 133,
// Firefox 129 and 130, Safari 17), so they are tried once, by importing a key, and the answer
// kept. No WebCrypto at all: a page served over plain http:// from another host than localhost
// (not a secure context) has `crypto.getRandomValues` but no `crypto.subtle`.

export type WebCryptoCurve = 'Ed25519' | 'X25519'

/** undefined: the runtime's; null: none; else the one tests chose (setWebCrypto). */
let chosen: SubtleCrypto | null | undefined
const support = new Map<WebCryptoCurve, Promise<SubtleCrypto | undefined>>()

/** The runtime's SubtleCrypto, or undefined (there is none, or tests took it away). */
export const webCrypto = (): SubtleCrypto | undefined =>
  chosen === undefined ? globalThis.crypto?.subtle : (chosen ?? undefined)

/** The runtime's SubtleCrypto when it implements `curve` (detected once), else undefined. */
export function webCryptoWith(curve: WebCryptoCurve): Promise<SubtleCrypto | undefined> {
  let answer = support.get(curve)
  if (!answer) {
    answer = detect(curve)
    support.set(curve, answer)
  }
  return answer
}

/**
 * Tests: `null` makes every operation take the noble path (as a page without WebCrypto does), a
 * SubtleCrypto is used instead of the runtime's, `undefined` goes back to the runtime's. The
 * switch is module-wide: a test that sets it sets it back when done.
 */
export function setWebCrypto(subtle: SubtleCrypto | null | undefined): void {
  chosen = subtle
  support.clear()
}

async function detect(curve: WebCryptoCurve): Promise<SubtleCrypto | undefined> {
  const subtle = webCrypto()
  if (!subtle) return undefined
  try {
    const usages: KeyUsage[] = curve === 'Ed25519' ? ['sign'] : ['deriveBits']
    await subtle.importKey(
      'pkcs8',
      pkcs8Of(curve, new Uint8Array(32).fill(1)),
      curve,
      false,
      usages,
    )
    return subtle
  } catch {
    return undefined
  }
}

// RFC 8410's PrivateKeyInfo for a 32-byte Ed25519 or X25519 private key: a fixed DER prefix (the
// algorithm's OID, 1.3.101.112 or .110, and the lengths) before the key itself, the form
// WebCrypto imports a raw private key in (its "raw" format takes public keys only).
const PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65]
const OID_LAST = { Ed25519: 0x70, X25519: 0x6e } as const
const OCTET_STRINGS = [0x04, 0x22, 0x04, 0x20]

/** `privateKey` (32 bytes: an Ed25519 seed or an X25519 private key) as PKCS#8. */
export const pkcs8Of = (curve: WebCryptoCurve, privateKey: Uint8Array): Uint8Array<ArrayBuffer> =>
  Uint8Array.from([...PKCS8_PREFIX, OID_LAST[curve], ...OCTET_STRINGS, ...privateKey])

/** The QR library's chunk: preloaded in idle time with the connect modal, else on first QR. */
export const loadQrLibrary = () => import('qrcode')

/**
 * The QR library is loaded only when a QR is shown (kept out of the first-render bundle).
 * Its own errors (§5: empty input, data too large, version outside 1–40) reach the caller.
 */
export async function renderQrSvg(value: string): Promise<string> {
  if (value.length === 0) throw new Error('No input text')
  const qrcode = await loadQrLibrary()
  // High error correction leaves room for the logo in the middle.
  return qrcode.toString(value, { type: 'svg', errorCorrectionLevel: 'H', margin: 0 })
}

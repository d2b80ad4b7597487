/** The QR encoder's chunk: preloaded in idle time with the connect modal, else on first QR. */
export const loadQrLibrary = () => import('./qr/qrSvg')

/**
 * The QR encoder is loaded only when a QR is shown (kept out of the first-render bundle).
 * Its own errors (§5: empty input, data too large, version outside 1–40) reach the caller.
 */
export async function renderQrSvg(value: string): Promise<string> {
  if (value.length === 0) throw new Error('No input text')
  const { qrSvg } = await loadQrLibrary()
  // Level H (the encoder's only level) leaves room for the logo in the middle.
  return qrSvg(value)
}

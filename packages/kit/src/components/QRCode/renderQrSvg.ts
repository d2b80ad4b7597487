import type { QrLibrary } from './loadQrLibrary'

export type RenderedQr = { svg: string } | { error: string }

/**
 * The QR's SVG, drawn synchronously by the loaded encoder, so that the QRCode component shows the
 * code in the same render as the value (no second commit, no frame painted empty). The encoder's
 * own errors (§5: empty input, data too large, version outside 1–40) are returned, to be shown.
 */
export function renderQrSvg(library: QrLibrary, value: string): RenderedQr {
  try {
    if (value.length === 0) throw new Error('No input text')
    // Level H (the encoder's only level) leaves room for the logo in the middle.
    return { svg: library.qrSvg(value) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

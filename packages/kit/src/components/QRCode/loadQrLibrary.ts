import { loadOnce } from '../../loading/loadOnce'

/**
 * The QR encoder's chunk, loaded once (kept out of the first-render bundle): preloaded in idle
 * time with the connect modal (preloadPlan), else by the first QR. Once loaded it is there
 * synchronously too (`loadQrLibrary.loaded()`). A module of its own: the preload plan puts it in
 * the first render, where renderQrSvg is not needed.
 */
export const loadQrLibrary = loadOnce(() => import('./qr/qrSvg'))

export type QrLibrary = Awaited<ReturnType<typeof loadQrLibrary>>

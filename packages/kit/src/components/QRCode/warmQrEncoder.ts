// The QR encoder warmed ahead of the first QR (#25). A module of its own, not loadQrLibrary's: that
// one is in the first render (the preload plan names loadQrLibrary), this one only in the list's.
import { loadQrLibrary } from './loadQrLibrary'

/** A pairing URI's length and shape (64-hex topic and key): the symbol version the click draws. */
const WARM_UP_TEXT = `wc:${'7'.repeat(64)}@2?relay-protocol=irn&symKey=${'e'.repeat(64)}&expiryTimestamp=1700000000`
/**
 * Runs before the encoder's code is warm: measured in Node, 31, 10, 4, then 1.5 to
 * 4 ms a URI; so the click's encode is at least the fourth.
 */
export const WARM_UP_RUNS = 3

/**
 * Runs the encoder on a stand-in URI, each run in its own task (`idle`: idle time, with a
 * deadline), so that the QR a click shows is drawn by code the engine has already compiled and
 * optimised: a first encode runs in the interpreter, several times slower (on a 4× throttled CPU,
 * about 120 ms of the click's wait, against 10–20 warm). For a list that offers a QR wallet, once
 * shown. The returned function cancels what has not run yet.
 */
export function warmQrEncoder(idle: (run: () => void) => () => void): () => void {
  let cancel: (() => void) | undefined
  let cancelled = false
  loadQrLibrary().then(({ qrSvg }) => {
    const run = (left: number) => {
      if (cancelled || left === 0) return
      cancel = idle(() => {
        qrSvg(WARM_UP_TEXT)
        run(left - 1)
      })
    }
    run(WARM_UP_RUNS)
  }, noop)
  return () => {
    cancelled = true
    cancel?.()
  }
}

const noop = () => {}

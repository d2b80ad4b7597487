/**
 * Runs `run` once the page is idle (at the latest after `timeoutMs`, 2 s by default), or after
 * 200 ms where the browser has no requestIdleCallback; returns the cancel. The idle work after the
 * first render (modal chunks, icons) goes through here.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 200)
  return () => window.clearTimeout(id)
}

/**
 * Runs `run` once the browser has painted the next frame; returns the cancel. A task posted from
 * a requestAnimationFrame callback runs after that frame's style, layout and paint. Without
 * requestAnimationFrame (a page in the background, a test DOM) it runs after a 0 ms timeout.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false
  const once = () => {
    if (!cancelled) run()
  }
  if (typeof window.requestAnimationFrame !== 'function') {
    const id = window.setTimeout(once, 0)
    return () => window.clearTimeout(id)
  }
  const frame = window.requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      once()
    }
    channel.port2.postMessage(null)
  })
  return () => {
    cancelled = true
    window.cancelAnimationFrame(frame)
  }
}

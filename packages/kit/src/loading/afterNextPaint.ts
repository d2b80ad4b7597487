/**
 * Runs `run` once the browser has painted the next frame. A task posted from a
 * requestAnimationFrame callback runs after that frame's style, layout and paint. Without
 * requestAnimationFrame (a test DOM) it runs after a 0 ms timeout.
 */
export function afterNextPaint(run: () => void): void {
  if (typeof window.requestAnimationFrame !== 'function') {
    window.setTimeout(run, 0)
    return
  }
  window.requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      run()
    }
    channel.port2.postMessage(null)
  })
}

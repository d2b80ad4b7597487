// Web analytics stay out of the first render: after the page has loaded and the browser is idle,
// the tracker's chunk is fetched (from the demo's origin) and started. A failure to load it only
// costs the page view, never the page.
const IDLE_TIMEOUT_MS = 5_000

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else run()
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

export function scheduleAnalytics(): void {
  whenLoaded(() =>
    whenIdle(() => {
      import('./startAnalytics')
        .then(({ startAnalytics }) => startAnalytics())
        .catch((error: unknown) => console.warn('analytics did not start', error))
    }),
  )
}

// Loaded only when analytics is on, after the page is idle: Plausible's tracker, bundled into
// this chunk (so its code is served from the demo's own origin), reporting page views to the
// server's fixed path. Nothing goes to plausible.io or anywhere else.
import { init } from '@plausible-analytics/tracker'
import { ANALYTICS_PATH, reportedUrl } from './analyticsEndpoint'

export function startAnalytics(): void {
  init({
    domain: window.location.hostname,
    endpoint: new URL(ANALYTICS_PATH, window.location.origin).href,
    // The tracker skips localhost and automated browsers to keep a shared dashboard clean; the
    // endpoint here is the app's own, so the local stack and its tests report like production.
    captureOnLocalhost: true,
    logging: false,
    // No global `window.plausible`: nothing else on the page should send events.
    bindToWindow: false,
    transformRequest: (payload) => ({
      ...payload,
      u: reportedUrl(payload.u),
      r: payload.r ? reportedUrl(payload.r) : null,
    }),
  })
}

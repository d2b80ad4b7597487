// The demo's first-party web analytics sink. The demo (built with VITE_ANALYTICS=1) reports page
// views from its bundled Plausible tracker to this fixed path on its own origin; the server checks
// each event's size and shape, logs it (info: the events are what the operator turned analytics on for), answers 204, and forwards it nowhere: no
// visitor data leaves the app. Any aggregation would read these log lines. createApp mounts it only
// for a build with analytics on (security-headers.json's `analytics`, readBuildOptions.ts).
//
// A sink anyone can POST to is a way to write into the log (issue 24), so: a browser must say the
// report comes from this app's own pages (Sec-Fetch-Site: same-origin, required: a request
// without it is not a browser's), the event must name this app (`d` its host name, `u` a page on
// its origin), and each client address has a rate limit (ANALYTICS_RATE).
import type { Logger } from '@gatehouse/auth-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { createWindowLimiter } from './windowLimiter'

/** Where the demo's tracker sends events (its `endpoint`). */
export const ANALYTICS_PATH = '/api/analytics/event'
/** A page view is ~300 bytes; a URL near the 2 KB limit plus props still fits. */
export const ANALYTICS_MAX_BYTES = 4096

const MAX_URL = 2048
const httpUrl = z
  .string()
  .max(MAX_URL)
  .refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'an http(s) URL')

/** Plausible's event payload (@plausible-analytics/tracker): name, URL, domain, and the rest. */
const analyticsEvent = z.object({
  n: z.string().min(1).max(120),
  u: httpUrl,
  d: z.string().min(1).max(253),
  r: z.string().max(MAX_URL).nullable().optional(),
  p: z.record(z.string().max(100), z.string().max(300)).optional(),
  v: z.number().int().optional(),
  i: z.boolean().optional(),
  h: z.literal(1).optional(),
  // engagement events: time on page (ms) and scroll depth (%)
  e: z.number().int().nonnegative().optional(),
  sd: z.number().int().min(0).max(100).optional(),
})

const ACCEPTED_TYPES = /^(text\/plain|application\/json)\b/i

/**
 * Events per client address per minute: a page view and an engagement event per page a visitor
 * opens, with room; a flood beyond it is answered 429 and not logged.
 */
export const ANALYTICS_RATE = { points: 30, windowMs: 60_000, maxKeys: 10_000 } as const

export type AnalyticsOptions = {
  /**
   * The app's public origin (APP_ORIGIN): events must name it. Without one, the host the request
   * was sent to (its Host header).
   */
  appOrigin?: string
  /**
   * Events per client address per window. Default ANALYTICS_RATE. A test server whose every
   * visitor is the same loopback address (the e2e suite) needs a larger one: the default there
   * is a limit on the whole suite, met sooner the faster the machine.
   */
  rate?: { points: number; windowMs: number }
  /** Epoch ms, for tests. */
  now?: () => number
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket: all such requests share one key.
    return 'unknown'
  }
}

/** Whether the event's domain and page URL are this app's. */
function namesThisApp(
  event: { d: string; u: string },
  host: string | undefined,
  appOrigin: string | undefined,
) {
  const page = new URL(event.u)
  if (appOrigin !== undefined) {
    const app = new URL(appOrigin)
    return page.origin === app.origin && event.d === app.hostname
  }
  return host !== undefined && page.host === host && event.d === page.hostname
}

export function mountAnalytics(app: Hono, logger: Logger, options: AnalyticsOptions = {}): void {
  const rate = { ...ANALYTICS_RATE, ...options.rate }
  const allowed = createWindowLimiter({
    ...rate,
    ...(options.now ? { now: options.now } : {}),
  })
  app.post(
    ANALYTICS_PATH,
    bodyLimit({
      maxSize: ANALYTICS_MAX_BYTES,
      onError: (c) => c.text('Payload Too Large', 413),
    }),
    async (c) => {
      // A text/plain POST needs no CORS preflight, so any site could make its visitors' browsers
      // report here; browsers say where a request comes from, and only this app's pages count.
      // Required: every browser that runs the tracker sends it, and an absent one is not a page.
      if (c.req.header('sec-fetch-site') !== 'same-origin') return c.text('Forbidden', 403)
      if (!allowed(peerAddress(c))) {
        return c.text('Too Many Requests', 429, {
          'Retry-After': String(Math.ceil(rate.windowMs / 1000)),
        })
      }
      if (!ACCEPTED_TYPES.test(c.req.header('content-type') ?? '')) {
        return c.text('Unsupported Media Type', 415)
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.text('Bad Request', 400)
      }
      const parsed = analyticsEvent.safeParse(body)
      if (!parsed.success) return c.text('Bad Request', 400)
      // The URL the request reached (its Host, on Node): the origin the page posted from.
      if (!namesThisApp(parsed.data, new URL(c.req.url).host, options.appOrigin)) {
        return c.text('Forbidden', 403)
      }
      const { n, u, e, sd } = parsed.data
      logger({
        level: 'info',
        event: 'analytics',
        requestId: c.get('requestId'),
        name: n,
        // the path only: a query string may carry what a visitor typed
        path: new URL(u).pathname.slice(0, 200),
        engagementMs: e,
        scrollDepth: sd,
      })
      return c.body(null, 204)
    },
  )
}

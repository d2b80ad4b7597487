// The fixed, same-origin path the demo's analytics report to; apps/server answers it
// (apps/server/src/analyticsRoute.ts, ANALYTICS_PATH) and forwards nothing.
export const ANALYTICS_PATH = '/api/analytics/event'

/** The page's URL as reported: origin and path only (a query or hash may carry what was typed). */
export function reportedUrl(href: string): string {
  const url = new URL(href)
  return `${url.origin}${url.pathname}`
}

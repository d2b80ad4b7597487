// First-party web analytics (VITE_ANALYTICS): the WalletConnect e2e build has it on, the main
// build has it off (support/globalSetup.ts). On, the page loads the bundled tracker from its own
// origin once idle and sends one page view to the fixed path, which the server answers 204;
// off, neither happens. Every request of the page is recorded; nothing may leave the app's
// origin and the loopback chains (the fixtures' outside-request guard checks the rest).
import type { Page, Request } from '@playwright/test'
import { ANALYTICS_PATH } from '../apps/server/src/analyticsRoute'
import { expect, test } from './support/fixtures'
import { E2E_BASE_URL, E2E_WC_BASE_URL } from './support/ports'
import { settle } from './support/settle'

function record(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

const isAnalytics = (request: Request) => new URL(request.url()).pathname === ANALYTICS_PATH

test('analytics on: one page view, to the fixed path on the same origin, answered 204', async ({
  page,
}) => {
  const requests = record(page)
  const answered = page.waitForResponse((response) => isAnalytics(response.request()))
  await page.goto(E2E_WC_BASE_URL)
  const response = await answered
  expect(response.status()).toBe(204)
  await settle(page, 2)

  const events = requests.filter(isAnalytics)
  expect(events).toHaveLength(1)
  const [event] = events
  expect(new URL(event!.url()).origin).toBe(E2E_WC_BASE_URL)
  expect(event!.method()).toBe('POST')
  expect(event!.postDataJSON()).toMatchObject({ n: 'pageview', u: `${E2E_WC_BASE_URL}/` })
  // The tracker's code came from the app's origin too: every script the page loaded did.
  const scripts = requests.filter((request) => request.resourceType() === 'script')
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(new URL(script.url()).origin).toBe(E2E_WC_BASE_URL)
})

test('analytics off (the default): no tracker and no request to the path', async ({ page }) => {
  const requests = record(page)
  await page.goto(E2E_BASE_URL)
  await settle(page, 2)
  expect(requests.filter(isAnalytics)).toEqual([])
  expect(
    requests.map((request) => request.url()).filter((url) => /plausible|startAnalytics/i.test(url)),
  ).toEqual([])
})

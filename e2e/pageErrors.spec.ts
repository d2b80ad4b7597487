// The console guard itself (@gatehouse/testkit/playwright's PageErrorGuard, behind the automatic
// pageErrors fixture of every spec): what it records and how allowances judge it, checked on a
// guard of the test's own; that the fixture's own check fails a test over it, with its message;
// and the demo's icons, whose /favicon.ico 404 was the console error on every page load in a
// desktop browser that the guard was made for (headless Chromium requests no icon, so the icons
// are checked here directly).
import type { BrowserContext } from '@playwright/test'
import { assertPageErrorVerdict, expect, newPageErrorGuard, test } from './support/fixtures'
import { e2ePageRpcUrl } from './support/ports'

test('records console errors, uncaught errors and failed app requests; allowances judge them', async ({
  page,
  context,
  pageErrors,
}) => {
  const guard = newPageErrorGuard()
  guard.watch(context)
  // Another loopback server (an RPC node the page may reach under its CSP) refusing a request.
  const refused = `${e2ePageRpcUrl(1)}/refused`
  await context.route(refused, (route) => route.abort('connectionrefused'))
  const isRefused = (url: URL) => url.href === refused
  // What this test provokes, allowed by name in the fixture's own guard.
  pageErrors.allowMessage(/^provoked: /, 'this test logs and throws on purpose')
  pageErrors.allowFailedRequest('/missing.png', 'this test fetches a file that does not exist')
  pageErrors.allowFailedRequest(isRefused, 'a request the RPC node refuses')

  await page.goto('/')
  await page.evaluate(() => console.error('provoked: a console error'))
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('provoked: unhandled'))))
  expect(await page.evaluate(() => fetch('/missing.png').then((r) => r.status))).toBe(404)
  // Another loopback server (e.g. an RPC node) is not the app: Chromium's console line reports it.
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'answered',
          () => 'refused',
        ),
      refused,
    ),
  ).toBe('refused')

  const provoked = [
    /^console error: provoked: a console error$/,
    /^uncaught error: provoked: unhandled/,
    /^failed request: GET 404 \(http:\/\/127\.0\.0\.1:\d+\/missing\.png\)$/,
    /^console error: Failed to load resource: the server responded with a status of 404 .*\/missing\.png\)$/,
    new RegExp(
      `^console error: Failed to load resource: net::ERR_CONNECTION_REFUSED \\(${refused}\\)$`,
    ),
  ]
  await expect
    .poll(() => guard.verdict().unexpected)
    .toEqual(expect.arrayContaining(provoked.map((pattern) => expect.stringMatching(pattern))))
  expect(guard.problems, 'nothing but what the test provoked').toHaveLength(provoked.length)

  // Allowances: a message pattern takes messages only; a URL takes the request and its line.
  guard.allowMessage(/^provoked: /, 'messages')
  guard.allowFailedRequest('/missing.png', 'the 404')
  expect(guard.verdict().unexpected).toEqual([expect.stringMatching(/ERR_CONNECTION_REFUSED/)])
  guard.allowFailedRequest(isRefused, 'the refused request')
  guard.allowMessage(/never logged/, 'a stale allowance')
  guard.allowMessage(/not logged this time/, 'a race that did not happen', { mayNotHappen: true })
  expect(guard.verdict()).toEqual({ unexpected: [], unusedAllowances: ['a stale allowance'] })
})

test.describe('the fixture', () => {
  // The fixture's check (assertPageErrorVerdict) on a guard watching the page as the fixture's does;
  // the fixture's guard is told to expect what these tests provoke, so the test itself passes
  // only when the check fails with its own message.
  const fixtureGuard = (context: BrowserContext) => {
    const guard = newPageErrorGuard()
    guard.watch(context)
    return guard
  }

  test('fails a test that logs a console error it did not allow', async ({
    page,
    context,
    pageErrors,
  }) => {
    const guard = fixtureGuard(context)
    pageErrors.allowMessage(/^not allowed$/, 'the console error this test logs')
    await page.goto('/')
    await page.evaluate(() => console.error('not allowed'))
    await expect.poll(() => guard.problems.length).toBe(1)
    expect(() => assertPageErrorVerdict(guard)).toThrow(
      /console errors, uncaught errors, CSP violations and failed app requests[\s\S]*console error: not allowed/,
    )
  })

  test('fails a test whose allowance matched nothing', async ({ page, context }) => {
    const guard = fixtureGuard(context)
    guard.allowMessage(/never logged/, 'a stale allowance')
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled()
    expect(guard.problems).toEqual([])
    expect(() => assertPageErrorVerdict(guard)).toThrow(
      /pageErrors allowances that matched nothing[\s\S]*a stale allowance/,
    )
  })
})

test('the demo links its icons and the server answers each as an image', async ({ page }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(hrefs.map((href) => new URL(href).pathname).sort()).toEqual([
    '/favicon.ico',
    '/favicon.svg',
  ])
  // and what a browser asks for when it does not read the links
  for (const href of new Set([...hrefs, new URL('/favicon.ico', page.url()).href])) {
    const response = await page.request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type'], href).toMatch(/^image\//)
  }
})

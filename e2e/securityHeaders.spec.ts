// The served demo under its Content-Security-Policy (issue 14, point 14): the kit's <style>
// carries the page's nonce, injected script does not run, a stranger cannot frame the page, and
// the pageErrors guard reports each violation (every other spec then runs with none). The
// directives are unit-tested in @gatehouse/auth-server, the headers on responses in apps/server.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './support/fixtures'
import { E2E_BASE_URL, E2E_HOST } from './support/ports'

test('the page carries a fresh style nonce that the kit’s theme <style> uses', async ({ page }) => {
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self';/)
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  const nonce = policy.match(/style-src 'self' 'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeDefined()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  // The nonce attribute is hidden from the DOM; the property keeps it.
  const nonces = await page.evaluate(() => ({
    meta: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
    theme: document.querySelector<HTMLStyleElement>('style[data-gh-theme]')?.nonce,
  }))
  expect(nonces).toEqual({ meta: nonce, theme: nonce })
  const reload = await page.reload()
  expect(reload?.headers()['content-security-policy']).not.toContain(nonce)
})

test('an injected inline script does not run, and the guard reports it', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allowMessage(
    /script-src-elem refused inline|inline script violates the following Content Security Policy/,
    'this test injects an inline script',
  )
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
  })
  await expect
    .poll(() => pageErrors.problems.map((problem) => problem.kind))
    .toContain('csp violation')
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false)
})

test('a page of another origin cannot frame the demo', async ({ page, pageErrors }) => {
  const refused =
    /Framing '.*' violates the following Content Security Policy directive|Refused to frame/
  pageErrors.allowMessage(refused, 'this test frames the demo from a stranger origin')
  pageErrors.allowFailedRequest('/', 'the framed page, blocked by its frame-ancestors')
  // A stranger's page, on a loopback origin of its own that is not a Safe host of the demo.
  const stranger = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end(`<!doctype html><title>stranger</title><iframe src="${E2E_BASE_URL}/"></iframe>`)
  })
  await new Promise<void>((resolve) => stranger.listen(0, E2E_HOST, resolve))
  try {
    const { port } = stranger.address() as AddressInfo
    await page.goto(`http://${E2E_HOST}:${port}/`)
    await expect
      .poll(() => pageErrors.problems.map((problem) => problem.text).join('\n'))
      .toMatch(refused)
    await expect
      .poll(() => pageErrors.problems.map((problem) => problem.text))
      .toContain('GET net::ERR_BLOCKED_BY_RESPONSE')
    await expect(
      page.frameLocator('iframe').getByRole('button', { name: 'Connect Wallet' }),
    ).toHaveCount(0)
  } finally {
    await new Promise((resolve) => stranger.close(resolve))
  }
})

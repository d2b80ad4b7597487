import type { BrowserContext, TestFixture } from '@playwright/test'
import { assertPageErrorVerdict } from './assertPageErrorVerdict'
import { PageErrorGuard, type PageErrors } from './PageErrorGuard'
import { watchCspViolations } from './watchCspViolations'

export type PageErrorsFixtureOptions = {
  /** The app's own origins (`http://127.0.0.1:3000`): a failed request to one is the app's bug. */
  appOrigins: readonly string[]
  /**
   * Hosts the test's browser cannot reach: Chromium's console line for a request to one that fails
   * at its host resolver is left to the test's own check of outside requests. Default: any host
   * but 127.0.0.1 and localhost, over http(s) or ws(s).
   */
  isExternal?: (url: URL) => boolean
}

const NETWORK_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:']
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost']
const isOffLoopback = (url: URL) =>
  NETWORK_PROTOCOLS.includes(url.protocol) && !LOOPBACK_HOSTS.includes(url.hostname)

/**
 * The `pageErrors` fixture, automatic: every test fails on any console error, uncaught error,
 * Content-Security-Policy violation (in any page or frame) or failed request to the app (status
 * >= 400 or a network error) that it did not allow, and on an allowance that matched nothing.
 *
 * ```ts
 * export const test = base.extend<{ pageErrors: PageErrors }>({
 *   pageErrors: pageErrorsFixture({ appOrigins: ['http://127.0.0.1:4173'] }),
 * })
 * test('…', async ({ page, pageErrors }) => {
 *   pageErrors.allowFailedRequest('/api/auth/nonce', 'the nonce endpoint is made to fail')
 * })
 * ```
 */
export function pageErrorsFixture(
  options: PageErrorsFixtureOptions,
): [TestFixture<PageErrors, { context: BrowserContext }>, { auto: true }] {
  const { appOrigins, isExternal = isOffLoopback } = options
  return [
    async ({ context }, use) => {
      const guard = new PageErrorGuard({ appOrigins, isExternal })
      guard.watch(context)
      await watchCspViolations(context, guard)
      await use(guard)
      assertPageErrorVerdict(guard)
    },
    { auto: true },
  ]
}

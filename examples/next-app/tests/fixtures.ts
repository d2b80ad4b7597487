// The testkit's Playwright `test` (local chains + the EIP-6963 Test Wallet), plus the guards every
// test gets: the testkit's pageErrors (no console error, uncaught error, CSP violation or failed
// request to the app that the test did not allow), no hydration warning, no request off 127.0.0.1.
import {
  expect,
  type PageErrors,
  pageErrorsFixture,
  test as testkit,
} from '@gatehouse/testkit/playwright'
import { APP_PORT } from './ports'

const isLocal = (url: URL) =>
  url.protocol === 'data:' ||
  url.protocol === 'blob:' ||
  url.hostname === '127.0.0.1' ||
  url.hostname === 'localhost'

export const test = testkit.extend<{ pageErrors: PageErrors; pageProblems: string[] }>({
  pageErrors: pageErrorsFixture({ appOrigins: [`http://127.0.0.1:${APP_PORT}`] }),
  pageProblems: [
    async ({ page, context }, use) => {
      const problems: string[] = []
      // React reports a hydration mismatch as a warning in some versions: any level counts.
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text()))
          problems.push(`console.${message.type()}: ${message.text()}`)
      })
      page.on('request', (request) => {
        if (!isLocal(new URL(request.url()))) problems.push(`left 127.0.0.1: ${request.url()}`)
      })
      // Recorded above; aborted here so nothing can leave the machine either way.
      await context.route(
        (url) => !isLocal(url),
        (route) => route.abort('blockedbyclient'),
      )
      await use(problems)
      expect(problems).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

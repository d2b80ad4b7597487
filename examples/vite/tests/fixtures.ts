// The testkit's Playwright `test` (local chains + the EIP-6963 Test Wallet), plus the guards every
// test gets: the testkit's pageErrors (no console error, uncaught error, CSP violation or failed
// request to the app that the test did not allow) and no request off 127.0.0.1.
import {
  expect,
  type PageErrors,
  pageErrorsFixture,
  test as testkit,
} from '@gatehouse/testkit/playwright'
import { APP_PORT } from './ports'

const isLocal = (url: URL) =>
  url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1'

export const test = testkit.extend<{ pageErrors: PageErrors; offLoopback: string[] }>({
  pageErrors: pageErrorsFixture({ appOrigins: [`http://127.0.0.1:${APP_PORT}`] }),
  offLoopback: [
    async ({ page }, use) => {
      const requests: string[] = []
      page.on('request', (request) => {
        if (!isLocal(new URL(request.url()))) requests.push(request.url())
      })
      await use(requests)
      expect(requests, 'requests off 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

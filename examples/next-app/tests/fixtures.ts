// The testkit's Playwright `test` (local chains + the EIP-6963 Test Wallet), plus a guard every
// test gets: no console error, no hydration warning, no uncaught error, no request off 127.0.0.1.
import { expect, test as testkit } from '@gatehouse/testkit/playwright'

const isLocal = (url: URL) =>
  url.protocol === 'data:' ||
  url.protocol === 'blob:' ||
  url.hostname === '127.0.0.1' ||
  url.hostname === 'localhost'

export const test = testkit.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, context }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' || /hydrat/i.test(text))
          problems.push(`console.${message.type()}: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      page.on('request', (request) => {
        if (!isLocal(new URL(request.url()))) problems.push(`left 127.0.0.1: ${request.url()}`)
      })
      // Recorded above; aborted here so nothing can leave the machine either way.
      await context.route(
        (url) => !isLocal(url),
        (route) => route.abort(),
      )
      await use(problems)
      expect(problems).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

// @gatehouse/testkit/playwright: Playwright's `test` extended with local chains and the EIP-6963
// test wallet, Playwright's own `expect`, and the console guard (the `pageErrors` fixture) that
// fails a test on an error it did not allow. Needs the optional peer @playwright/test.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { expect } from '@playwright/test'
export { assertPageErrorVerdict } from '../playwright/assertPageErrorVerdict'
export {
  type AllowMessageOptions,
  PageErrorGuard,
  type PageErrors,
  type PageProblem,
  type UrlMatcher,
} from '../playwright/PageErrorGuard'
export {
  type PageErrorsFixtureOptions,
  pageErrorsFixture,
} from '../playwright/pageErrorsFixture'
export {
  type ScriptedOutcome,
  type ScriptedOutcomes,
  type TestkitFixtures,
  type TestkitOptions,
  type TestkitTestOptions,
  type TestkitWorkerFixtures,
  type TestkitWorkerOptions,
  test,
} from '../playwright/testkitTest'
export { watchCspViolations } from '../playwright/watchCspViolations'

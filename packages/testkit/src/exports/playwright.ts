// @gatehouse/testkit/playwright: Playwright's `test` extended with local chains and the EIP-6963
// test wallet, and Playwright's own `expect`. Needs the optional peer @playwright/test.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { expect } from '@playwright/test'
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

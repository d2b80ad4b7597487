// The testkit's own Playwright spec (src/**/*.spec.ts): the ./playwright fixtures through the
// built package, in Debian's Chromium. Separate from the repo's e2e config (which never looks
// under packages/). Run from the repo root:
//   npm run build -w @gatehouse/testkit && npx playwright test -c packages/testkit
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/browser/chromium'

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.spec.ts',
  // One worker: the specs' chains and the test dapp's server sit on fixed ports (4801–4804).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../.reports/playwright-testkit.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
})

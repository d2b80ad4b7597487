// The browser test of RainbowKit's examples, untouched and migrated (exampleApp.spec.ts):
// scripts/testMigrate.mjs serves each built app on EXAMPLE_APP_URL and runs this config once per
// app and kit (npm test's migrated-apps stage, scripts/testMigratedApps.mjs, on the migrated
// with-vite). Debian's Chromium, as every browser test of the repository. EXAMPLE_REPORT: where
// a JSON report goes too (what npm test counts).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: '.',
  testMatch: 'exampleApp.spec.ts',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.EXAMPLE_REPORT
    ? [['list'], ['json', { outputFile: process.env.EXAMPLE_REPORT }]]
    : [['list']],
  outputDir: '../../../../test-results/example-apps',
  use: {
    baseURL: process.env.EXAMPLE_APP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
})

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { defineConfig } from '@playwright/test'
import { BASE_URL, BUILD_COMMAND, START_COMMAND, START_ENV } from './tests/server'

export default defineConfig({
  testDir: 'tests',
  // The local chains sit on fixed ports and every test reverts them: one worker.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Debian's Chromium (Playwright cannot download browsers offline), kept off Google's hosts.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  webServer: {
    command:
      process.env.EXAMPLE_BUILT === '1' ? START_COMMAND : `${BUILD_COMMAND} && ${START_COMMAND}`,
    url: BASE_URL,
    // The build's time counts against this (a Next.js build takes minutes on a busy machine).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: START_ENV,
  },
})

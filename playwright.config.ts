// e2e: Debian's Chromium against the demo built for local chains (see e2e/support/globalSetup.ts).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL, E2E_HOST, E2E_WORKERS } from './e2e/support/ports'

/**
 * No internet: every host name but loopback's fails to resolve, at once, inside Chromium (the
 * blockedRequests fixture records and judges each such request without routing the page).
 */
const E2E_HOST_RESOLVER_RULES = `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${E2E_HOST}, EXCLUDE localhost`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  // Each worker has its own chains and demo servers (e2e/support/ports.ts); a worker's tests share
  // its chains, reverted per test. A spec file runs in one worker, in order.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, E2E_HOST_RESOLVER_RULES],
    },
    // A trace records every action of every test, kept or not: a quarter of the suite's time on
    // two busy cores (accessibility.spec.ts: 111 s with it, 82 s without). CI keeps none (its
    // failures are read from the log); locally a failing test leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
})

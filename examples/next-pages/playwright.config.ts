import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { defineConfig } from '@playwright/test'
import { APP_PORT, rpcUrl } from './tests/ports'

const baseURL = `http://127.0.0.1:${APP_PORT}`

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
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium (Playwright cannot download browsers offline), kept off Google's hosts.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A production build, as a developer would deploy it; the RPC URLs are build-time variables.
    command: `npm run build && npm run start -- -H 127.0.0.1 -p ${APP_PORT}`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_RPC_URL_1: rpcUrl(1),
      NEXT_PUBLIC_RPC_URL_137: rpcUrl(137),
    },
  },
})

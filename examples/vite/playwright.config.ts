// The example's browser test: its production build served on 127.0.0.1, local anvil chains and
// the EIP-6963 test wallet from @gatehouse/testkit/playwright, in Debian's Chromium.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { defineConfig } from '@playwright/test'
import { APP_PORT, CHAIN_PORT_BASE } from './tests/ports'

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'playwright-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    // Debian's Chromium (Playwright cannot download browsers offline), kept off Google's hosts.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: 'npm run build && npm run start',
    url: `http://127.0.0.1:${APP_PORT}`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { VITE_RPC_URL: `http://127.0.0.1:${CHAIN_PORT_BASE}` },
  },
})

// How the browser test builds and serves the app; playwright.config.ts runs both as its web
// server. EXAMPLE_BUILT=1 skips the build: the Gatehouse repository's test script builds every
// example beforehand, with these same variables, while its unit tests run.
import { APP_PORT, rpcUrl } from './ports'

export const BASE_URL = `http://127.0.0.1:${APP_PORT}`

/** The build-time variables: the RPC URLs are inlined into the client bundle. */
export const BUILD_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_RPC_URL_1: rpcUrl(1),
  NEXT_PUBLIC_RPC_URL_137: rpcUrl(137),
}

/** A production build, as a developer would deploy it. */
export const BUILD_COMMAND = 'npm run build'
export const START_COMMAND = `npm run start -- -H 127.0.0.1 -p ${APP_PORT}`
export const START_ENV = BUILD_ENV

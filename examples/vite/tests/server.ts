// How the browser test builds and serves the app; playwright.config.ts runs both as its web
// server. EXAMPLE_BUILT=1 skips the build: the Gatehouse repository's test script builds every
// example beforehand, with these same variables, while its unit tests run.
import { APP_PORT, CHAIN_PORT_BASE } from './ports'

export const BASE_URL = `http://127.0.0.1:${APP_PORT}`

/** The build-time variables: the RPC URL is inlined into the bundle. */
export const BUILD_ENV = { VITE_RPC_URL: `http://127.0.0.1:${CHAIN_PORT_BASE}` }

/** A production build (type-checked first), served by `vite preview` on APP_PORT. */
export const BUILD_COMMAND = 'npm run build'
export const START_COMMAND = 'npm run start'
export const START_ENV = BUILD_ENV

/**
 * The example's app port and its local chains' first port (chain i on base + i): apart from the
 * test kit's own unit tests (4401+), since `npm test` runs the examples beside Vitest.
 */
export const APP_PORT = 4410
export const CHAIN_PORT_BASE = 4411

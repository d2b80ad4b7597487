/** The example's app port and its local chains' first port (chain i on base + i). */
export const APP_PORT = 4410
export const CHAIN_PORT_BASE = 4401

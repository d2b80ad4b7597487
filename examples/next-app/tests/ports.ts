// Fixed ports on 127.0.0.1: the app, then the local chains the testkit starts (chain i on
// PORT_BASE + i). Both examples' tests can run one after the other without clashing.
export const APP_PORT = 4420
export const PORT_BASE = 4421
export const CHAIN_IDS = [1, 137] as const
export const rpcUrl = (chainId: (typeof CHAIN_IDS)[number]) =>
  `http://127.0.0.1:${PORT_BASE + CHAIN_IDS.indexOf(chainId)}`

// A light entry point (no viem): chain ids, port checks and the test browser's launch settings, for start-up code that must report
// a taken port before loading anything heavy. Explicit named re-exports only.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium'
export { chainName, DEMO_CHAIN_IDS, TESTNET_CHAIN_ID } from '../chains/demoChainIds'
export { assertPortsFree, isPortFree, type PortClaim } from '../chains/isPortFree'
export { PortInUseError } from '../chains/PortInUseError'

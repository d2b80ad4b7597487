// The page's side of BuiltDemoConfig (demoConfig.ts): the build has validated the environment,
// so this only turns the JSON back into chains and patterns.
import type { Chain } from 'viem'
import { DEMO_CHAINS } from './chains'
import type { BuiltDemoConfig, DemoConfig } from './demoConfig'

/**
 * The demo's configuration; throws the build's message when a value was invalid. `testnetChains`:
 * chains.ts's TESTNET_CHAINS, which the build hands over only when it shows them.
 */
export function demoConfigFromBuild(
  built: BuiltDemoConfig,
  testnetChains: readonly Chain[],
): DemoConfig {
  if ('error' in built) throw new Error(built.error)
  const { testnets, safeAllowedDomains, ...config } = built.config
  return {
    ...config,
    chains: [...DEMO_CHAINS, ...(testnets ? testnetChains : [])] as [Chain, ...Chain[]],
    safeAllowedDomains: safeAllowedDomains?.map((source) => new RegExp(source)),
  }
}

// The page's side of BuiltDemoConfig (demoConfig.ts): the build has validated the environment,
// so this only turns the JSON back into chains and patterns.
import type { Chain } from 'viem'
import { DEMO_CHAINS, TESTNET_CHAINS } from './chains'
import type { BuiltDemoConfig, DemoConfig } from './demoConfig'

/** The demo's configuration; throws the build's message when a value was invalid. */
export function demoConfigFromBuild(built: BuiltDemoConfig): DemoConfig {
  if ('error' in built) throw new Error(built.error)
  const { testnets, safeAllowedDomains, ...config } = built.config
  return {
    ...config,
    chains: [...DEMO_CHAINS, ...(testnets ? TESTNET_CHAINS : [])] as [Chain, ...Chain[]],
    safeAllowedDomains: safeAllowedDomains?.map((source) => new RegExp(source)),
  }
}

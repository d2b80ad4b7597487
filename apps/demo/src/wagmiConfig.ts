import { connectorsForWallets, defaultWalletGroups } from '@gatehouse/kit/wallets'
import { fallback, http } from 'viem'
import { createConfig, type Transport } from 'wagmi'
import type { DemoConfig } from './demoConfig'

/** Reads go to the configured RPC URL, else the chain's public endpoint (never both). */
export function createWagmiConfig(config: DemoConfig) {
  const transports: Record<number, Transport> = {}
  for (const chain of config.chains) {
    const url = config.rpcUrls[chain.id]
    transports[chain.id] = url ? http(url) : fallback([http()])
  }
  return createConfig({
    chains: config.chains,
    transports,
    pollingInterval: config.pollingIntervalMs,
    connectors: connectorsForWallets([...defaultWalletGroups], {
      appName: 'Gatehouse',
      projectId: config.walletConnectProjectId,
      walletConnectParameters: {
        relayUrl: config.walletConnectRelayUrl,
        verifyUrl: config.walletConnectVerifyUrl,
      },
      safeInfoTimeoutMs: config.safeInfoTimeoutMs,
      safeAllowedDomains: config.safeAllowedDomains,
    }),
    multiInjectedProviderDiscovery: true,
    ssr: false,
  })
}

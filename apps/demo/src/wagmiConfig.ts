import { getDefaultConfig, lazyHttp } from '@gatehouse/kit/wallets'
import type { Transport } from 'wagmi'
import type { DemoConfig } from './demoConfig'

/**
 * Reads go to the configured RPC URL, else the chain's public endpoint (never both). A plain
 * `http` transport (`fallback` over one transport did nothing more, and brought viem's node
 * error classes into the first render), as the kit's `lazyHttp`: its code loads with the first
 * request.
 */
export function createWagmiConfig(config: DemoConfig) {
  const transports: Record<number, Transport> = {}
  for (const chain of config.chains) {
    const url = config.rpcUrls[chain.id]
    transports[chain.id] = lazyHttp(url)
  }
  // The kit's default wallet groups (getDefaultConfig's default); the Local Dev Wallet is not one
  // of them: it announces itself through EIP-6963 (main.tsx), which this config discovers.
  return getDefaultConfig({
    appName: 'Gatehouse',
    projectId: config.walletConnectProjectId,
    walletConnectParameters: {
      relayUrl: config.walletConnectRelayUrl,
      verifyUrl: config.walletConnectVerifyUrl,
    },
    safeInfoTimeoutMs: config.safeInfoTimeoutMs,
    safeAllowedDomains: config.safeAllowedDomains,
    chains: config.chains,
    transports,
    pollingInterval: config.pollingIntervalMs,
    multiInjectedProviderDiscovery: true,
    ssr: false,
  })
}

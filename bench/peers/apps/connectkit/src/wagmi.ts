import { getDefaultConfig } from 'connectkit'
import { createConfig } from 'wagmi'
import { arbitrum, mainnet, optimism, polygon, zora } from 'wagmi/chains'

// Dummy WalletConnect Cloud project id: the bench runs offline.
export const projectId = '0123456789abcdef0123456789abcdef'

// getDefaultConfig = the kit's default connector list (injected, Coinbase,
// WalletConnect, Safe, ...) and default http transports for each chain.
export const config = createConfig(
  getDefaultConfig({
    appName: 'ConnectKit peer',
    walletConnectProjectId: projectId,
    chains: [mainnet, polygon, optimism, arbitrum, zora],
  }),
)

import type { createWebStorage, WalletConnectProviderOptions } from '@gatehouse/walletconnect'
import type { WalletConnectorParams } from '../../Wallet'
import type { ConnectorConfig } from './ConnectorConfig'

type WalletConnectParameters = NonNullable<WalletConnectorParams['walletConnectParameters']>

/**
 * The provider's options from the kit's configuration: the app's chains (reads over the app's own
 * wagmi transports, so fallbacks, batching and headers apply), the relay, the page's metadata
 * unless the app gives its own, and the browser's localStorage so a session survives a reload.
 */
export function providerOptions(
  // Passed in from the package's dynamic import: a static one would load it with the connector.
  webStorage: typeof createWebStorage,
  projectId: string,
  appName: string,
  parameters: WalletConnectParameters,
  config: ConnectorConfig,
): WalletConnectProviderOptions {
  const [first, ...rest] = config.chains
  return {
    projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata ?? pageMetadata(appName),
    chains: [{ id: first.id }, ...rest.map((chain) => ({ id: chain.id }))],
    readRequest: (chainId, request) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const transport = config.transports?.[chainId]
      if (!chain || !transport) throw new Error(`No transport is configured for chain ${chainId}.`)
      return transport({ chain, retryCount: 0 }).request(request)
    },
    storage: typeof localStorage === 'undefined' ? undefined : webStorage(localStorage),
  }
}

/** What the wallet shows of the app when the app gave no metadata: its name and this page. */
function pageMetadata(appName: string): WalletConnectProviderOptions['metadata'] {
  const { origin } = window.location
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href
  return { name: appName, description: appName, url: origin, icons: icon ? [icon] : [] }
}

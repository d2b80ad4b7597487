import type { createWebStorage, WalletConnectProviderOptions } from '@gatehouse/walletconnect'
import type { WalletConnectorParams } from '../../Wallet'
import type { ConnectorConfig } from './ConnectorConfig'

type WalletConnectParameters = NonNullable<WalletConnectorParams['walletConnectParameters']>

/**
 * The provider's options from the kit's configuration: the app's chains (reads over the app's own
 * wagmi transports, so fallbacks, batching and headers apply), the relay, the page's metadata
 * unless the app gives its own, the browser's localStorage so a session survives a reload, and
 * WalletConnect Verify when the app names a Verify server (the metadata then names it too).
 */
export function providerOptions(
  // Passed in from the package's dynamic import: a static one would load it with the connector.
  walletConnect: { createWebStorage: typeof createWebStorage },
  projectId: string,
  appName: string,
  parameters: WalletConnectParameters,
  config: ConnectorConfig,
): WalletConnectProviderOptions {
  const [first, ...rest] = config.chains
  const { verifyUrl } = parameters
  const metadata = parameters.metadata ?? pageMetadata(appName)
  return {
    projectId,
    relayUrl: parameters.relayUrl,
    metadata: typeof verifyUrl === 'string' ? { ...metadata, verifyUrl } : metadata,
    // The provider loads its Verify client itself, only when there is a server to ask.
    ...(typeof verifyUrl === 'string' ? { verifyUrl } : {}),
    chains: [{ id: first.id }, ...rest.map((chain) => ({ id: chain.id }))],
    readRequest: (chainId, request) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const transport = config.transports?.[chainId]
      if (!chain || !transport) throw new Error(`No transport is configured for chain ${chainId}.`)
      return transport({ chain, retryCount: 0 }).request(request)
    },
    storage:
      typeof localStorage === 'undefined'
        ? undefined
        : walletConnect.createWebStorage(localStorage),
  }
}

/** What the wallet shows of the app when the app gave no metadata: its name and this page. */
function pageMetadata(appName: string): WalletConnectProviderOptions['metadata'] {
  const { origin } = window.location
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href
  return { name: appName, description: appName, url: origin, icons: icon ? [icon] : [] }
}

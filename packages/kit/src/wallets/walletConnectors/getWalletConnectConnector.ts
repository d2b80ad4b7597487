import type { CreateConnectorFn } from 'wagmi'
import type { WalletConnectorParams } from '../Wallet'
import { lazyConnector } from './lazyConnector'
import { loadSdkOnDemand } from './loadSdkOnDemand'
import { resolveVerifyUrl } from './walletConnectWallet/walletConnectVerify'

/**
 * The WalletConnect connector for these params, or undefined when no project id is configured
 * (connectorsForWallets has already rejected an empty one). What wagmi reads at setup is here;
 * wagmi's walletConnect factory and the kit's session rules (walletConnectConnector.ts) load when
 * the connector is first used, and the SDK after them, when the connector first needs its provider.
 */
export function getWalletConnectConnector(
  params: WalletConnectorParams,
): CreateConnectorFn | undefined {
  const { projectId, walletConnectParameters } = params
  if (projectId === undefined || projectId.trim() === '') return undefined
  // Resolved now, as the configuration is read: a malformed relay URL fails here, not on connect.
  const verifyUrl = resolveVerifyUrl({
    relayUrl: walletConnectParameters?.relayUrl,
    verifyUrl: walletConnectParameters?.verifyUrl,
  })
  return loadSdkOnDemand(
    lazyConnector(
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'walletConnect',
        optional: ['setup', 'switchChain'],
      },
      () =>
        // The real connector is gated too: the stand-in runs its setup as soon as it is created
        // (so that it hears about a session the wallet ended while the page was closed before a
        // reconnect restores it), and that setup asks the real getProvider, which must not load
        // the SDK for a visitor who never chose WalletConnect.
        import('./walletConnectWallet/walletConnectConnector').then((module) =>
          loadSdkOnDemand(
            module.walletConnectConnector(projectId, walletConnectParameters, verifyUrl),
          ),
        ),
    ),
  )
}

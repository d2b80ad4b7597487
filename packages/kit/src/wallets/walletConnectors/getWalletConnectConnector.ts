import type { CreateConnectorFn } from 'wagmi'
import type { PreloadsCode } from '../preloadConnectorCode'
import type { WalletConnectorParams } from '../Wallet'
import { lazyConnector } from './lazyConnector'
import { loadSdkOnDemand } from './loadSdkOnDemand'

/**
 * The WalletConnect connector for these params, or undefined when no project id is configured
 * (connectorsForWallets has already rejected an empty one). What wagmi reads at setup is here;
 * the connector (walletConnectConnector.ts) loads when first used, and @gatehouse/walletconnect
 * after it, when the connector first needs its provider. Its code can also load ahead
 * (`preloadCode`, see preloadConnectorCode): the connect modal asks once its wallet list is shown.
 */
export function getWalletConnectConnector(
  params: WalletConnectorParams,
): CreateConnectorFn | undefined {
  const { projectId, walletConnectParameters, appName } = params
  if (projectId === undefined || projectId.trim() === '') return undefined
  // A malformed relay URL fails here, as the configuration is read (TypeError), not on connect.
  if (walletConnectParameters?.relayUrl !== undefined) new URL(walletConnectParameters.relayUrl)
  const standIn = loadSdkOnDemand(
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
        connectorCode().then((module) =>
          loadSdkOnDemand(
            module.walletConnectConnector(projectId, walletConnectParameters, appName),
          ),
        ),
    ),
  )
  return (config) => Object.assign(standIn(config), preloadCode)
}

/**
 * The connector and the package's dapp side, loaded without being run: no provider is created
 * and nothing connects (the gate above still holds the provider back until the visitor chooses).
 */
const preloadCode: PreloadsCode = {
  preloadCode: () => connectorCode().then((module) => module.loadDappSide()),
}

/** The connector's module: one import site, so the first render carries one loader for it. */
const connectorCode = () => import('./walletConnectWallet/walletConnectConnector')

// For the connect step's relay-down tests: the test kit's relay on a loopback port where nothing
// listens until the test brings it up, with the phone wallet (NodeWalletConnectWallet) on it, and
// the kit's WalletConnect configuration naming that relay.
import {
  type LocalRelay,
  NodeWalletConnectWallet,
  startRelay,
} from '@gatehouse/testkit/walletconnect'
import type { WalletConnectorParams } from '../wallets/Wallet'

export function relayLater(port: number, appName: string) {
  const url = `ws://127.0.0.1:${port}`
  let relay: LocalRelay | undefined
  let wallet: NodeWalletConnectWallet | undefined
  return {
    /** renderWithKit's `walletConnect`: a project id and this relay. */
    walletConnect: {
      projectId: 'a01b2c3d4e5f60718293a4b5c6d7e8f9',
      walletConnectParameters: {
        relayUrl: url,
        metadata: { name: appName, description: 'App', url: 'https://app.example', icons: [] },
      },
    } satisfies Pick<WalletConnectorParams, 'projectId' | 'walletConnectParameters'>,
    /** The phone wallet, once the relay is up. */
    wallet: () => wallet,
    /** Starts the relay, then the phone wallet on it. */
    async up(): Promise<NodeWalletConnectWallet> {
      relay = await startRelay({ port })
      wallet = await NodeWalletConnectWallet.start({
        relayUrl: url,
        // Nothing here sends a transaction: the nodes are never asked.
        rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:1' },
        scanDelayMs: 0,
      })
      return wallet
    },
    /** Stops what up() started. */
    async close(): Promise<void> {
      await wallet?.close()
      await relay?.close()
      wallet = undefined
      relay = undefined
    },
  }
}

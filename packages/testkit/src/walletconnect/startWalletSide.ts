// The Node wallet's WalletConnect client: @gatehouse/walletconnect's wallet side on the local
// relay, its keys and sessions in memory (a new wallet is a new phone).
import {
  createMemoryStorage,
  createVerifyClient,
  createWalletClient,
} from '@gatehouse/walletconnect'
import WebSocket from 'ws'
import type { NodeWalletConnectWalletOptions } from './NodeWalletConnectWalletOptions'
import type { WalletSide } from './WalletSide'

const DEFAULT_PROJECT_ID = '00000000000000000000000000000000'

export function startWalletSide(options: NodeWalletConnectWalletOptions): Promise<WalletSide> {
  return createWalletClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? DEFAULT_PROJECT_ID,
    storage: createMemoryStorage(),
    storagePrefix: options.customStoragePrefix,
    // Node 20 has no global WebSocket; ws is the test kit's own dependency (its relay's too).
    WebSocket: WebSocket as never,
    log: options.log,
    ...(options.verifyUrl ? { verify: createVerifyClient({ verifyUrl: options.verifyUrl }) } : {}),
    metadata: {
      name: 'Node test wallet',
      description: 'Gatehouse test kit',
      url: 'http://127.0.0.1',
      icons: [],
      ...options.metadata,
    },
  })
}
